import type { z } from '../kit.ts';
import { accountOperations } from './account.ts';
import { authOperations } from './auth.ts';
import { campaignOperations } from './campaigns.ts';
import type { Operation } from './common.ts';
import { playerOperations } from './players.ts';
import { sharedOperations } from './shared.ts';
import { userOperations } from './user.ts';

export type { Access, Operation } from './common.ts';

/**
 * Every call of spec §7 as the front end expects it: method, path (relative to /api, the form of
 * paths.ts with `{name}` for its parameters), who may call it, the body and query it sends,
 * and the schema its answer is parsed with. The client checks every JSON answer against this table
 * (client/http.ts → contract/check.ts), `pnpm contract` turns it into OpenAPI, and
 * `pnpm contract:check` tests a live server against it. Keys are `<domain>.<fetcher>`.
 */
export const operations = {
  ...authOperations,
  ...userOperations,
  ...accountOperations,
  ...playerOperations,
  ...campaignOperations,
  ...sharedOperations,
} as const satisfies Record<string, Operation>;

export type OperationName = keyof typeof operations;

/** The calls whose answer is JSON (every one but the file downloads). */
export type JsonOperationName = {
  [K in OperationName]: (typeof operations)[K]['response'] extends z.ZodType ? K : never;
}[OperationName];

/** What a fetcher of operation `K` resolves with: the output of its response schema. */
export type ResponseOf<K extends JsonOperationName> = z.output<(typeof operations)[K]['response']>;
