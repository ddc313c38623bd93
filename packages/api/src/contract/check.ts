import { ApiContractError, type ContractIssue } from '../client/errors.ts';
import { setRowReporter, type z } from './kit.ts';
import { operations, type Operation, type OperationName } from './operations/index.ts';

/**
 * The checking half of the contract, loaded on demand: the client's first request starts loading
 * this chunk, and every JSON answer of a 2xx goes through `checkResponse` before a fetcher
 * returns it. zod and the schemas stay out of the entry chunk.
 */

interface Route {
  name: OperationName;
  operation: Operation;
  pattern: RegExp;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Literal paths before templated ones: `v2/adv/player_stat/` is not the campaign `player_stat`. */
const routes: Route[] = (Object.entries(operations) as [OperationName, Operation][])
  .map(([name, operation]) => ({
    name,
    operation,
    pattern: new RegExp(
      `^${operation.path
        .split(/\{[^}]+\}/)
        .map(escape)
        .join('[^/]+')}$`,
    ),
  }))
  .sort(
    (a, b) =>
      (a.operation.path.match(/\{/g)?.length ?? 0) - (b.operation.path.match(/\{/g)?.length ?? 0),
  );

/** The operation a request is, by method and path relative to the API prefix (no query). */
export const findOperation = (method: string, path: string): Route | undefined => {
  const upper = method.toUpperCase();
  return routes.find((route) => route.operation.method === upper && route.pattern.test(path));
};

const describeReceived = (value: unknown): string => {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'string') return `string ${JSON.stringify(value.slice(0, 40))}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${value}`;
  return typeof value;
};

const valueAt = (body: unknown, path: readonly PropertyKey[]): unknown => {
  let current: unknown = body;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
};

const expectedOf = (issue: z.core.$ZodIssue): string => {
  if (issue.code === 'invalid_type') return issue.expected;
  if (issue.code === 'invalid_value') return `one of ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'invalid_union') {
    const shapes = issue.errors
      .flat()
      .flatMap((each) =>
        each.path.length === 0 && each.code === 'invalid_type' ? [each.expected] : [],
      );
    if (shapes.length > 0) return [...new Set(shapes)].join(' or ');
  }
  return issue.message;
};

/**
 * zod's issues as field paths with what was expected and what came. Of a union (a list that may be
 * a bare array or a page), the branch that got furthest is reported.
 */
export const contractIssues = (error: z.ZodError, body: unknown): ContractIssue[] => {
  const out: ContractIssue[] = [];
  const walk = (issues: readonly z.core.$ZodIssue[], prefix: readonly PropertyKey[]) => {
    for (const issue of issues) {
      const path = [...prefix, ...issue.path];
      if (issue.code === 'invalid_union' && issue.errors.length > 0) {
        const depth = (branch: readonly z.core.$ZodIssue[]) =>
          Math.max(0, ...branch.map((each) => each.path.length));
        const best = [...issue.errors].sort((a, b) => depth(b) - depth(a))[0] ?? [];
        // A wrong type at the root of every branch: say what the root is, once.
        if (depth(best) > 0) {
          walk(best, path);
          continue;
        }
      }
      out.push({
        path: path.map(String).join('.'),
        expected: expectedOf(issue),
        received: describeReceived(valueAt(body, path)),
      });
    }
  };
  walk(error.issues, []);
  return out;
};

/**
 * Parses `body` with a schema; a mismatch is an ApiContractError naming `call`. Rows a list left
 * out are told to the developer's console (the screen says how many under the list).
 */
export const parseWith = <T extends z.ZodType>(
  call: string,
  schema: T,
  body: unknown,
): z.output<T> => {
  setRowReporter((rows) => {
    if (!import.meta.env?.DEV) return;
    for (const { index, issues } of rows)
      console.warn(
        `${call}: row ${index} left out (${issues.map((issue) => `${issue.path || '<row>'}: expected ${issue.expected}`).join('; ')})`,
        valueAt(body, Array.isArray(body) ? [index] : ['results', index]),
      );
  });
  const result = schema.safeParse(body);
  setRowReporter(() => undefined);
  if (result.success) return result.data;
  const error = new ApiContractError(call, contractIssues(result.error, body));
  if (import.meta.env?.DEV) console.error(error.message, body);
  throw error;
};

/** The call as messages name it: `campaigns.get (GET v2/adv/{id}/)`. */
export const callName = (name: OperationName): string =>
  `${name} (${operations[name].method} ${operations[name].path})`;

/**
 * Whether the call reads its answer as "the entity, or nothing" (a save, an acknowledgement): then a
 * 2xx whose body is not JSON at all is still a success, read as nothing.
 */
export const readsAnyAnswer = (method: string, path: string): boolean => {
  const route = findOperation(method, path);
  return (
    !!route &&
    route.operation.response !== 'file' &&
    route.operation.response.safeParse(null).success
  );
};

/**
 * The client's check of a 2xx JSON answer. A request that is none of the operations (a test's
 * own path) passes unchecked: `contract.test.ts` proves that every fetcher's request is one.
 */
export const checkResponse = (method: string, path: string, body: unknown): unknown => {
  const route = findOperation(method, path);
  if (!route || route.operation.response === 'file') return body;
  return parseWith(callName(route.name), route.operation.response, body);
};
