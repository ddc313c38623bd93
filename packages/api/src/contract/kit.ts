import { z } from 'zod';
import type { Paginated } from '../common.types.ts';

/**
 * The building blocks of the response schemas (issue 16). Every schema of the api package imports `z`
 * from here, never from 'zod', so the setting below is always made before a schema exists: zod 4
 * compiles object parsers with `new Function` when it can and finds out by trying, which the
 * deployment's Content-Security-Policy (no 'unsafe-eval') reports on every start.
 *
 * The rules the helpers encode:
 * - **Strict where a screen would break**: ids, and numbers a screen does arithmetic with (money,
 *   counts, coordinates), and the enums screens branch on. Missing or of the wrong type, they are a
 *   contract error.
 * - **Tolerant where real backends vary**: texts (null, missing or a number read as text), nullable
 *   URLs, flags and id lists get a default the screens can rely on; a list may come as a bare array
 *   or as a Django REST page.
 * - **Unknown extra fields pass through** (objects are loose at run time). Their static types are
 *   those of the declared fields only, so `keyof`, `Omit` and `Pick` work on them as on interfaces.
 */
z.config({ jitless: true });

export { z };

type ValueOf<T> = T[keyof T];

/** A loose object: extra fields pass through; its type lists only the declared ones. */
export const object = <S extends z.ZodRawShape>(shape: S): z.ZodObject<S> =>
  z.looseObject(shape) as unknown as z.ZodObject<S>;

/** An id: a required integer. */
export const id = () => z.number().int();

/** A required finite number (money, counts, coordinates): a screen computes with it. */
export const num = () => z.number();

/** A number a screen only shows: missing or null reads as 0. */
export const count = () =>
  z
    .number()
    .nullish()
    .transform((value) => value ?? 0);

/** Text: missing or null reads as '', a number (a name such as "2024" sent bare) as its digits. */
export const text = () =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value == null ? '' : String(value)));

/** Text that may be absent (a URL, a reason): missing reads as null. */
export const maybeText = () =>
  z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value == null ? null : String(value)));

/** A flag: missing or null reads as false. */
export const flag = () =>
  z
    .boolean()
    .nullish()
    .transform((value) => value ?? false);

/** A list of ids: missing or null reads as []. */
export const ids = () =>
  z
    .array(id())
    .nullish()
    .transform((value) => value ?? []);

/** One of the values of an `as const` enum object of enums.ts (strict: screens branch on it). */
export const oneOf = <T extends Record<string, number | string>>(values: T) =>
  z.literal(Object.values(values) as ValueOf<T>[]);

/** An optional field that may also come as null: either reads as absent. */
export const optional = <T extends z.ZodType>(schema: T) =>
  schema
    .nullish()
    .transform((value) => value ?? undefined)
    .optional();

/** The one form every caller of a paged list gets, whatever the server sent. */
export type Page<T> = Paginated<T>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.looseObject({
    count: z.number().int().nonnegative().nullish(),
    next: z.string().nullish(),
    previous: z.string().nullish(),
    results: z.array(item),
  });

/**
 * A paged list: a Django REST page (`{count, next, previous, results}`) or a bare array, both read
 * as the page form. A bare array is one page holding everything: `count` is its length.
 */
export const page = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), pageOf(item)]).transform((value): Page<z.output<T>> =>
    Array.isArray(value)
      ? { count: value.length, next: null, previous: null, results: value }
      : {
          count: value.count ?? value.results.length,
          next: value.next ?? null,
          previous: value.previous ?? null,
          results: value.results,
        },
  );

/** A list its callers want as an array (dictionaries, statistics): either form in, an array out. */
export const list = <T extends z.ZodType>(item: T) =>
  z
    .union([z.array(item), pageOf(item)])
    .transform((value): z.output<T>[] => (Array.isArray(value) ? value : value.results));

/** An answer nobody reads (deletions, acknowledgements): anything, as the server sent it. */
export const anything = () => z.unknown();

/**
 * An action's answer: the changed entity when the server sends one, otherwise null (an
 * acknowledgement such as `{detail: "ok"}` or an empty body); the caller refetches either way.
 */
export const entityOrNull = <T extends z.ZodType>(entity: T) =>
  z.union([entity, z.unknown().transform(() => null)]);
