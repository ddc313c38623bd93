import { z } from '../kit.ts';

/** Who may call: the user's bearer, nobody (auth calls), or a shared link's two headers. */
export type Access = 'bearer' | 'public' | 'shared';

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  access: Access;
  /** A JSON body, a multipart form (its field names), or nothing. */
  body?: z.ZodType;
  form?: readonly string[];
  query?: z.ZodType;
  /** The answer: a schema, or `'file'` for a binary download (not parsed). */
  response: z.ZodType | 'file';
  /** What the spec says of the answer; everything else is this app's assumption. */
  fromSpec?: string;
}

export const listQuery = z.object({
  page: z.number().int().positive().optional(),
  pageSize: z.number().int().positive().optional(),
  search: z.string().optional(),
  ordering: z.string().optional().describe('`field` or `-field` (descending)'),
});
export const period = z.object({
  date_from: z.string().optional(),
  date_to: z.string().optional(),
});
export const email = z.object({ email: z.string() });
export const bearer = 'bearer' as const;
export const shared = 'shared' as const;
export const open = 'public' as const;
