import { rowSchemaOf, specSourceOf, strictReasonOf, type z } from './kit.ts';

/**
 * Reading the response schemas as the contract's tooling needs them: which fields the spec names
 * and which the front end assumes (the OpenAPI document's `x-source`, `contract:check`'s failures
 * and warnings), and which fields are strict and why (`rule.test.ts`). Nothing here runs while
 * the app parses an answer.
 */

/** What the front end assumes where the spec shows nothing. */
export const ASSUMED = 'assumed by the front end';

/** One field of an object schema, as the walk meets it. */
export interface FieldVisit {
  object: z.ZodObject;
  key: string;
  field: z.ZodType;
  /** The spec section that names the field, or ASSUMED. */
  source: string;
  /** The field rejects a missing value: a missing field makes the answer a contract error. */
  strict: boolean;
  /** Why it is strict, when `strict()` said so. */
  why: string | undefined;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodType): Def => schema._zod.def as unknown as Def;

/** The schemas one step inside `schema` that still describe the same value. */
const inner = (schema: z.ZodType): z.ZodType[] => {
  const def = defOf(schema);
  switch (def.type) {
    case 'pipe': {
      const rows = rowSchemaOf(schema);
      return [def.in as z.ZodType, ...(rows ? [rows] : [])];
    }
    case 'union':
      return def.options as z.ZodType[];
    case 'catch':
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return [def.innerType as z.ZodType];
    default:
      return [];
  }
};

export const sourceOf = (object: z.ZodObject, key: string): string => {
  const source = specSourceOf(object);
  return source?.fields.includes(key) ? source.section : ASSUMED;
};

const isStrict = (field: z.ZodType): boolean => !field.safeParse(undefined).success;

/** Every field of every object inside `schema` (rows, nested objects, union branches), once. */
export const visitFields = (schema: z.ZodType, visit: (field: FieldVisit) => void): void => {
  const seen = new Set<z.ZodType>();
  const walk = (each: z.ZodType) => {
    if (seen.has(each)) return;
    seen.add(each);
    const def = defOf(each);
    if (def.type === 'object') {
      const object = each as z.ZodObject;
      for (const [key, field] of Object.entries(object.shape) as [string, z.ZodType][]) {
        visit({
          object,
          key,
          field,
          source: sourceOf(object, key),
          strict: isStrict(field),
          why: strictReasonOf(field),
        });
        walk(field);
      }
      return;
    }
    if (def.type === 'array') walk(def.element as z.ZodType);
    if (def.type === 'record') walk(def.valueType as z.ZodType);
    for (const next of inner(each)) walk(next);
  };
  walk(schema);
};

/**
 * The field an issue path of an answer points at, and the source of its name: the object that
 * holds the last key along the path. Undefined when the path leads into no declared field.
 */
export const fieldAt = (
  schema: z.ZodType,
  path: readonly PropertyKey[],
): { object: z.ZodObject; key: string; source: string } | undefined => {
  const go = (
    each: z.ZodType,
    rest: readonly PropertyKey[],
  ): { object: z.ZodObject; key: string; source: string } | undefined => {
    const def = defOf(each);
    const [head, ...tail] = rest;
    if (head === undefined) return undefined;
    if (def.type === 'object') {
      const object = each as z.ZodObject;
      const field = (object.shape as Record<string, z.ZodType>)[String(head)];
      if (!field) return undefined;
      return (
        go(field, tail) ?? { object, key: String(head), source: sourceOf(object, String(head)) }
      );
    }
    if (def.type === 'array' && typeof head === 'number') return go(def.element as z.ZodType, tail);
    for (const next of inner(each)) {
      const found = go(next, rest);
      if (found) return found;
    }
    return undefined;
  };
  return go(schema, path);
};
