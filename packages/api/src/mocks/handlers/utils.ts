import type { JsonBodyType, PathParams } from 'msw';
import type { Paginated } from '../../common.types.ts';
import { findUser } from '../db/db.ts';
import { decodeJwt, nowSeconds } from '../db/jwt.ts';
import type { UserRow } from '../db/types.ts';

/** A page as the server sends it; `omitted` is what the client counts on reading it. */
export type WirePage<T> = Omit<Paginated<T>, 'omitted'>;

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteContext {
  request: Request;
  params: PathParams;
  url: URL;
}

export type RouteResolver = (
  context: RouteContext,
) => Response | undefined | Promise<Response | undefined>;

/** One call of spec §7: method, path relative to /api (with `:params`), and how the fake answers it. */
export interface MockRoute {
  method: HttpMethod;
  path: string;
  resolve: RouteResolver;
  /** Body of the `empty` scenario; routes without it answer as usual in that scenario. */
  empty?: () => JsonBodyType;
}

export const route = (
  method: HttpMethod,
  path: string,
  resolve: RouteResolver,
  empty?: () => JsonBodyType,
): MockRoute => ({ method, path, resolve, empty });

/** An error as the server sends it: `{ detail }`, Russian text. */
export function detail(status: number, message: string): Response {
  return Response.json({ detail: message }, { status });
}

export const notFound = (): Response => detail(404, 'Не найдено.');

/** Stops the handler with this response (msw answers a thrown Response as is). */
export function fail(status: number, message: string): never {
  throw detail(status, message);
}

export function ok<T extends JsonBodyType>(body: T, status = 200): Response {
  return Response.json(body, { status });
}

export const noContent = (): Response => new Response(null, { status: 204 });

/** JSON body of a request; a body that is not JSON is a 400, as DRF answers. */
export async function readJson<T>(request: Request): Promise<Partial<T>> {
  const text = await request.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as Partial<T>;
  } catch {
    fail(400, 'Некорректный JSON в теле запроса.');
  }
}

/** Body sent either as JSON or as form data (some calls accept both). */
export async function readBody(
  request: Request,
): Promise<Record<string, unknown> | unknown[] | FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    return request.formData();
  }
  return (await readJson<Record<string, unknown>>(request)) as Record<string, unknown> | unknown[];
}

/** A numeric path parameter, or undefined so the request falls through to the next handler. */
export function idParam(params: PathParams, name = 'id'): number | undefined {
  const value = params[name];
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : undefined;
}

/** The user of a valid, unexpired access token, or a 401 like the server's. */
export function requireUser(request: Request): UserRow {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) fail(401, 'Учётные данные не были предоставлены.');
  const claims = decodeJwt(match[1]);
  if (!claims || claims.token_type !== 'access') fail(401, 'Токен недействителен.');
  if (claims.exp <= nowSeconds()) fail(401, 'Срок действия токена истёк.');
  const user = findUser(claims.user_id);
  if (!user) fail(401, 'Пользователь не найден.');
  return user;
}

const PAGE_ERROR = 'Неверная страница.';

/** Query number, or undefined when absent or not a number. */
export function numberParam(url: URL, ...names: string[]): number | undefined {
  for (const name of names) {
    const raw = url.searchParams.get(name);
    if (raw !== null && raw.trim() !== '' && Number.isFinite(Number(raw))) return Number(raw);
  }
  return undefined;
}

/**
 * DRF page-number pagination: `page` (1-based) and `pageSize`/`page_size`; `next`/`previous` are
 * absolute URLs of the neighbouring pages, and a page past the end is a 404.
 */
export function paginate<T>(
  url: URL,
  items: readonly T[],
  defaultSize: number,
  maxSize = 1000,
): WirePage<T> {
  const rawPage = url.searchParams.get('page');
  const page = rawPage === null ? 1 : Number(rawPage);
  if (!Number.isInteger(page) || page < 1) fail(404, PAGE_ERROR);
  const size = Math.min(
    Math.max(1, Math.floor(numberParam(url, 'pageSize', 'page_size') ?? defaultSize)),
    maxSize,
  );
  const pages = Math.max(1, Math.ceil(items.length / size));
  if (page > pages) fail(404, PAGE_ERROR);
  const link = (target: number): string => {
    const next = new URL(url);
    next.searchParams.set('page', String(target));
    return next.toString();
  };
  return {
    count: items.length,
    next: page < pages ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice((page - 1) * size, page * size),
  };
}

export const emptyPage = (): WirePage<never> => ({
  count: 0,
  next: null,
  previous: null,
  results: [],
});

/** How a list call answers: its sort fields, default ordering, page sizes and wire form. */
export interface ListAnswer<T, W> {
  /** `?ordering` as the handler resolves it (with its default). */
  ordering: string | null;
  fields: Record<string, (row: T) => string | number>;
  /** 10 and 100 unless the list says otherwise, as most of the server's lists page. */
  pageSize?: number;
  maxPageSize?: number;
  serialize: (row: T) => W;
}

/** A DRF list answer: the rows sorted by `ordering`, the page the query asks for, each serialised. */
export function listAnswer<T, W extends JsonBodyType>(
  url: URL,
  rows: readonly T[],
  list: ListAnswer<T, W>,
): Response {
  const page = paginate(
    url,
    orderBy(rows, list.ordering, list.fields),
    list.pageSize ?? 10,
    list.maxPageSize ?? 100,
  );
  return ok({ ...page, results: page.results.map((row) => list.serialize(row)) });
}

/** DRF `ordering`: `field` or `-field`, several separated by commas. */
export function orderBy<T>(
  items: readonly T[],
  ordering: string | null,
  fields: Record<string, (item: T) => string | number>,
): T[] {
  const keys = (ordering ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key && fields[key.replace(/^-/, '')]);
  if (keys.length === 0) return [...items];
  return [...items].sort((a, b) => {
    for (const key of keys) {
      const descending = key.startsWith('-');
      const get = fields[key.replace(/^-/, '')];
      if (!get) continue;
      const left = get(a);
      const right = get(b);
      const order =
        typeof left === 'number' && typeof right === 'number'
          ? left - right
          : String(left).localeCompare(String(right), 'ru');
      if (order !== 0) return descending ? -order : order;
    }
    return 0;
  });
}

/** Case-insensitive search over a few text fields. */
export function matchesSearch(
  search: string | null,
  ...values: (string | number | null | undefined)[]
): boolean {
  const needle = (search ?? '').trim().toLowerCase();
  if (!needle) return true;
  return values.some(
    (value) =>
      value !== null && value !== undefined && String(value).toLowerCase().includes(needle),
  );
}

/** A file response with a download name, as the export calls send. */
export function fileResponse(
  body: string | Uint8Array,
  contentType: string,
  disposition: string,
): Response {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : Uint8Array.from(body);
  return new Response(bytes, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': disposition,
      'Content-Length': String(bytes.byteLength),
      'Access-Control-Expose-Headers': 'Content-Disposition',
    },
  });
}
