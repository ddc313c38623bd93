import { z } from 'zod';
import type { ContractIssue } from '../client/errors.ts';
import type { Paginated } from '../common.types.ts';

/**
 * The building blocks of the response schemas. Every schema of the api package imports `z` from
 * here, never from 'zod', so the setting below is made before a schema exists: zod 4 compiles
 * object parsers with `new Function` when it can and finds out by trying, which the deployment's
 * Content-Security-Policy (no 'unsafe-eval') reports on every start.
 *
 * **The rule of what is strict.** The backend owes only what the spec names. A field is strict
 * (missing or of another type, the answer is a contract error) only when the spec names it, or a
 * path implies it as ids do, **and** a screen would act wrongly without it: ids used as keys or in
 * paths, tokens, the campaign status that gates actions. Such a field is written `strict(schema,
 * why)` and its object says where the spec names it (`object(shape, spec(...))`); `rule.test.ts`
 * walks every schema and fails on a strict field that is not both.
 *
 * Everything else is tolerant and says "unknown" plainly: money and counts read as null (shown
 * «—», never a false «0 ₽»), an enum value the app does not know reads as null («Неизвестно», it
 * gates nothing), texts as '', objects the spec gives defaults for as those defaults.
 *
 * **Rows are judged one by one**: a list drops a row that fails its schema, counts it in
 * `omitted` and reports it (`setRowReporter`); the rest of the list shows. Inside a row only the
 * id is strict.
 *
 * Unknown extra fields pass through (objects are loose at run time); their static types list the
 * declared fields only, so `keyof`, `Omit` and `Pick` work on them as on interfaces.
 */
z.config({ jitless: true });

export { z };

type ValueOf<T> = T[keyof T];

/** Where the spec names an object's fields: its section, and the names it gives. */
export interface SpecSource {
  section: string;
  fields: readonly string[];
}

/** What the contract tooling reads of a schema: never consulted when a response is parsed. */
const specOf = new WeakMap<z.ZodType, SpecSource>();
const strictWhy = new WeakMap<z.ZodType, string>();
const rowsOf = new WeakMap<z.ZodType, z.ZodType>();

/** The spec section naming `fields` of an object: `spec('§3 Campaign', ['budget', …])`. */
export const spec = (section: string, fields: readonly string[]): SpecSource => ({
  section,
  fields,
});

/** A loose object: extra fields pass through; its type lists only the declared ones. */
export const object = <S extends z.ZodRawShape>(shape: S, source?: SpecSource): z.ZodObject<S> => {
  const schema = z.looseObject(shape) as unknown as z.ZodObject<S>;
  if (source) specOf.set(schema, source);
  return schema;
};

/**
 * A plain object (extra fields dropped, no defaults): for the campaign schedule's 7 × 24 hours,
 * which is several times faster to check this way.
 */
export const plainObject = <S extends z.ZodRawShape>(shape: S, source?: SpecSource) => {
  const schema = z.object(shape);
  if (source) specOf.set(schema, source);
  return schema;
};

/** Where the spec names the fields of `schema`, if it does. */
export const specSourceOf = (schema: z.ZodType): SpecSource | undefined => specOf.get(schema);

/** A strict field and why a screen would act wrongly without it. */
export const strict = <T extends z.ZodType>(schema: T, why: string): T => {
  strictWhy.set(schema, why);
  return schema;
};

/** Why a field is strict, when `strict()` made it so. */
export const strictReasonOf = (schema: z.ZodType): string | undefined => strictWhy.get(schema);

/** The row schema of a list made by `page()` or `list()`. */
export const rowSchemaOf = (schema: z.ZodType): z.ZodType | undefined => rowsOf.get(schema);

/** An integer id, strict: `why` says what uses it (a key, a path). */
export const id = (why = 'the key of its row and the id in the paths that act on it') =>
  strict(z.number().int(), why);

/**
 * `contract:check` parses a second time with this on, to warn of every assumed field that fell
 * back; the app never turns it on, so a tolerant field never fails an answer.
 */
let reportFallbacks = false;

/** Runs `parse` with every tolerant fallback reported as an issue (`contract:check`'s warnings). */
export const withFallbacksReported = <T>(parse: () => T): T => {
  reportFallbacks = true;
  try {
    return parse();
  } finally {
    reportFallbacks = false;
  }
};

const FELL_BACK = Symbol('fell back');

/**
 * `schema` when the value fits it, `fallback` otherwise (missing, null, another type). The JSON
 * Schema of the contract keeps `schema`'s type, and the field is optional there.
 */
const tolerant = <T extends z.ZodType, F>(schema: T, fallback: F, expected: string) =>
  schema.catch(FELL_BACK as never).transform((value, ctx): z.output<T> | F => {
    if ((value as unknown) !== FELL_BACK) return value;
    if (reportFallbacks) ctx.issues.push({ code: 'custom', message: expected, input: undefined });
    return fallback;
  });

/**
 * Money or a count a screen shows or sums: null (the server's "unknown"), missing or not a number
 * reads as null («—»).
 */
export const amount = () => tolerant(z.number().nullable(), null, 'number or null');

/** A number the spec gives a default for (`delay` 50): anything else reads as that default. */
export const numberOr = (fallback: number) => tolerant(z.number(), fallback, 'number');

/** Text: missing or null reads as '', a number (a name such as "2024" sent bare) as its digits. */
export const text = () =>
  tolerant(
    z.union([z.string(), z.number()]).transform((value) => String(value)),
    '',
    'string',
  );

/** Text the spec gives a default for (audience `income` "abc"): anything else reads as it. */
export const textOr = (fallback: string) => tolerant(z.string(), fallback, 'string');

/** Text that may be absent (a URL, a reason, a date): missing reads as null. */
export const maybeText = () =>
  tolerant(
    z
      .union([z.string(), z.number()])
      .nullable()
      .transform((value): string | null => (value === null ? null : String(value))),
    null,
    'string or null',
  );

/** A flag: missing or null reads as `fallback` (false unless the spec gives another default). */
export const flag = (fallback = false) => tolerant(z.boolean(), fallback, 'boolean');

/** A list of ids: missing or null reads as [], ids that are not integers are left out. */
export const ids = () =>
  tolerant(
    z
      .array(z.unknown())
      .transform((values) =>
        values.filter(
          (value): value is number => typeof value === 'number' && Number.isInteger(value),
        ),
      ),
    [] as number[],
    'array of ids',
  );

/** The values of an `as const` enum object of enums.ts, as zod's literal. */
const literalOf = <T extends Record<string, number | string>>(values: T) =>
  z.literal(Object.values(values) as ValueOf<T>[]);

/**
 * One of the values of an enum, strict: for the campaign status, which gates the actions offered.
 * Wrap it in `strict()` with the reason.
 */
export const oneOf = <T extends Record<string, number | string>>(values: T) => literalOf(values);

/** An enum value the app may not know: unknown or missing reads as null («Неизвестно»). */
export const known = <T extends Record<string, number | string>>(values: T) =>
  tolerant(literalOf(values).nullable(), null, `one of ${Object.values(values).join(', ')}`);

/** An enum value with a spec default (campaign `type` RTB): unknown or missing reads as it. */
export const knownOr = <T extends Record<string, number | string>>(
  values: T,
  fallback: ValueOf<T>,
) => tolerant(literalOf(values), fallback, `one of ${Object.values(values).join(', ')}`);

/** An object the spec gives defaults for (`audience`): missing or malformed reads as them. */
export const withDefault = <T extends z.ZodType>(schema: T, fallback: () => z.output<T>) =>
  schema.catch(FELL_BACK as never).transform((value, ctx): z.output<T> => {
    if ((value as unknown) !== FELL_BACK) return value;
    if (reportFallbacks) ctx.issues.push({ code: 'custom', message: 'object', input: undefined });
    return fallback();
  });

/** An optional field that may also come as null or of another type: reads as absent. */
export const optional = <T extends z.ZodType>(schema: T) =>
  tolerant(schema, undefined, 'the assumed type').optional();

/** A page or list as callers get it: its rows, and how many came malformed and were left out. */
export type Page<T> = Paginated<T>;

/** Receives the rows a list left out, with the issue paths inside each row. */
export type RowReporter = (omitted: { index: number; issues: ContractIssue[] }[]) => void;

let rowReporter: RowReporter = () => undefined;

/** Where left-out rows are reported: the dev console in the app, the report in `contract:check`. */
export const setRowReporter = (reporter: RowReporter): void => {
  rowReporter = reporter;
};

const LEFT_OUT = Symbol('left out');
interface LeftOut {
  [LEFT_OUT]: true;
  issues: z.core.$ZodIssue[];
}
const isLeftOut = (value: unknown): value is LeftOut =>
  typeof value === 'object' && value !== null && LEFT_OUT in value;

const issueText = (issue: z.core.$ZodIssue): ContractIssue => ({
  path: issue.path.map(String).join('.'),
  expected:
    issue.code === 'invalid_type'
      ? issue.expected
      : issue.code === 'invalid_value'
        ? `one of ${issue.values.map(String).join(', ')}`
        : issue.message,
  received: issue.code === 'custom' ? 'something else' : 'another value',
});

/**
 * Rows judged one by one: a row that fails `item`, or that `keep` refuses (a map player with no
 * coordinates), is left out and counted. Under `withFallbacksReported` the issues of a left-out
 * row stay issues, with their row's index in the path.
 */
/** Which rows a list shows: a type guard, so what it keeps is what the callers get. */
type Keep<T extends z.ZodType, R extends z.output<T>> = (row: z.output<T>) => row is R;

const rowsArray = <T extends z.ZodType, R extends z.output<T>>(item: T, keep?: Keep<T, R>) =>
  z
    .array(item.catch((ctx) => ({ [LEFT_OUT]: true, issues: ctx.error.issues }) as never))
    .transform((values: (z.output<T> | LeftOut)[], ctx): { rows: R[]; omitted: number } => {
      const rows: R[] = [];
      const omitted: { index: number; issues: ContractIssue[] }[] = [];
      values.forEach((value, index) => {
        if (isLeftOut(value)) {
          if (reportFallbacks)
            for (const issue of value.issues)
              ctx.issues.push({ ...issue, path: [index, ...issue.path] } as never);
          omitted.push({ index, issues: value.issues.map(issueText) });
        } else if (keep && !keep(value)) {
          omitted.push({
            index,
            issues: [{ path: '', expected: 'a row the screen can show', received: 'too little' }],
          });
        } else rows.push(value as R);
      });
      if (omitted.length > 0) rowReporter(omitted);
      return { rows, omitted: omitted.length };
    });

const pageOf = <T extends z.ZodType, R extends z.output<T>>(item: T, keep?: Keep<T, R>) =>
  plainObject(
    {
      count: z.number().int().nonnegative().nullish().catch(null),
      next: z.string().nullish().catch(null),
      previous: z.string().nullish().catch(null),
      results: strict(rowsArray(item, keep), 'the rows themselves: a page without them is no page'),
    },
    spec('§7 GET /v2/adv/ (count and results); every list may come in this form', [
      'count',
      'results',
    ]),
  );

/**
 * A paged list: a Django REST page (`{count, next, previous, results}`) or a bare array, both read
 * as the page form, rows judged one by one. A bare array is one page holding everything: `count`
 * is its length.
 */
export const page = <T extends z.ZodType, R extends z.output<T> = z.output<T>>(
  item: T,
  keep?: Keep<T, R>,
) => {
  const schema = z
    .union([rowsArray(item, keep), pageOf(item, keep)])
    .transform((value): Page<R> => {
      if ('rows' in value) {
        const count = value.rows.length + value.omitted;
        return { count, next: null, previous: null, results: value.rows, omitted: value.omitted };
      }
      return {
        count: value.count ?? value.results.rows.length + value.results.omitted,
        next: value.next ?? null,
        previous: value.previous ?? null,
        results: value.results.rows,
        omitted: value.results.omitted,
      };
    });
  rowsOf.set(schema, item);
  return schema;
};

/** A list its callers want as an array (dictionaries): either form in, the good rows out. */
export const list = <T extends z.ZodType, R extends z.output<T> = z.output<T>>(
  item: T,
  keep?: Keep<T, R>,
) => {
  const schema = page(item, keep).transform((value): R[] => value.results);
  rowsOf.set(schema, item);
  return schema;
};

/** An answer nobody reads (deletions, acknowledgements): anything, as the server sent it. */
export const anything = () => z.unknown();

/**
 * An action's answer: the changed entity when the server sends one, otherwise null (an
 * acknowledgement such as `{detail: "ok"}`, an empty body, or a partial entity); the caller
 * refetches either way.
 */
export const entityOrNull = <T extends z.ZodType>(entity: T) =>
  z.union([entity, z.unknown().transform(() => null)]);

/**
 * A save's answer (create, edit, …), where the spec gives no shape: the saved entity's id when the
 * answer names one, otherwise null. A 2xx is a save whatever came with it; the caller refetches.
 */
export const savedRef = () =>
  z
    .unknown()
    .describe('The saved entity (only its id is read), or any acknowledgement.')
    .transform((value): { id: number } | null => {
      if (typeof value !== 'object' || value === null) return null;
      const { id: saved } = value as { id?: unknown };
      return typeof saved === 'number' && Number.isInteger(saved) ? { id: saved } : null;
    });
