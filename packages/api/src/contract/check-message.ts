import { ApiContractError, type ContractIssue } from '../client/errors.ts';
import { parseAndNormalize } from '../client/normalize.ts';
import { checkResponse, readsAnyAnswer } from './check.ts';

/** One 2xx answer to check: the request's method, its path under the API prefix, the body's text. */
export interface CheckRequest {
  id: number;
  method: string;
  path: string;
  text: string;
}

/**
 * The checked answer (structured-cloneable), or why it failed: a contract mismatch with its call and
 * issues, or a body that is not JSON.
 */
export type CheckReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; call: string; issues: ContractIssue[] };

/**
 * Spec §5's normalisation and the contract's check of one 2xx answer: what the contract worker does
 * for each message, kept apart from the worker so that it is tested in Node.
 */
export function answerCheck({ id, method, path, text }: CheckRequest): CheckReply {
  let body: unknown;
  try {
    body = parseAndNormalize(text);
  } catch {
    if (readsAnyAnswer(method, path)) return { id, ok: true, value: null };
    return {
      id,
      ok: false,
      call: `${method} ${path}`,
      issues: [{ path: '', expected: 'JSON', received: 'text that is not JSON' }],
    };
  }
  try {
    return { id, ok: true, value: checkResponse(method, path, body) };
  } catch (error) {
    if (error instanceof ApiContractError) {
      return { id, ok: false, call: error.call, issues: [...error.issues] };
    }
    throw error;
  }
}
