import type * as Check from '../contract/check.ts';
import {
  ContractWorkerUnavailable,
  pageContractChecker,
  type ContractChecker,
} from './contract-worker.ts';
import { ApiContractError } from './errors.ts';
import { parseAndNormalize } from './normalize.ts';

/**
 * The check of a 2xx answer against the response contract, loaded by the client's first request: in
 * a browser, in a worker (zod's schemas and each check off the main thread); where there are no
 * workers, or the worker fails, in the page, with the contract's own chunk.
 */
export interface AnswerChecker {
  /** Starts what the first answer will need (the worker, or the contract chunk). */
  warm(): void;
  /** The normalised and checked answer; ApiContractError when it breaks the contract. */
  check(method: string, path: string, text: string): Promise<unknown>;
}

export function createAnswerChecker(worker: ContractChecker | null): AnswerChecker {
  let contract: Promise<typeof Check> | undefined;
  // A failed load is forgotten, so the next answer tries again.
  const loadContract = () =>
    (contract ??= import('../contract/check.ts').catch((error: unknown) => {
      contract = undefined;
      throw error;
    }));

  const inPage = async (method: string, path: string, text: string) => {
    let body: unknown;
    try {
      body = parseAndNormalize(text);
    } catch {
      if ((await loadContract()).readsAnyAnswer(method, path)) return null;
      throw new ApiContractError(`${method} ${path}`, [
        { path: '', expected: 'JSON', received: 'text that is not JSON' },
      ]);
    }
    return (await loadContract()).checkResponse(method, path, body);
  };

  return {
    warm() {
      if (worker) worker.warm();
      else void loadContract().catch(() => undefined);
    },
    async check(method, path, text) {
      if (worker) {
        try {
          return await worker.check(method, path, text);
        } catch (error) {
          if (!(error instanceof ContractWorkerUnavailable)) throw error;
        }
      }
      return inPage(method, path, text);
    },
  };
}

/** The page's checker: one worker for every client. */
export const answerChecker = createAnswerChecker(pageContractChecker());
