import type { CheckReply, CheckRequest } from '../contract/check-message.ts';
import { ApiContractError } from './errors.ts';

/** What the checker needs of a Worker (a fake in tests). */
export interface WorkerLike {
  postMessage(message: CheckRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<CheckReply>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: () => void): void;
  terminate(): void;
}

/** The worker could not answer (not started, blocked, crashed): check in the page instead. */
export class ContractWorkerUnavailable extends Error {
  override name = 'ContractWorkerUnavailable' as const;
}

export interface ContractChecker {
  /** The checked answer; ApiContractError on a mismatch; ContractWorkerUnavailable when the worker fails. */
  check(method: string, path: string, text: string): Promise<unknown>;
  /** Starts the worker ahead of the first answer, so that its script loads beside the request. */
  warm(): void;
}

/**
 * The 2xx answers' contract check in a worker (contract/check.worker.ts). `spawn` starts it; the
 * first failure (a host forbidding workers, a stale deployment without the file, a crash) rejects
 * every pending check with ContractWorkerUnavailable, and the client checks those and all later
 * answers in the page instead.
 */
export function createContractChecker(spawn: () => WorkerLike): ContractChecker {
  let worker: WorkerLike | null | undefined;
  let nextId = 1;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();

  const fail = () => {
    worker?.terminate();
    worker = null;
    for (const { reject } of pending.values()) reject(new ContractWorkerUnavailable());
    pending.clear();
  };

  const start = (): WorkerLike | null => {
    if (worker !== undefined) return worker;
    try {
      const started = spawn();
      started.addEventListener('message', ({ data }) => {
        const waiting = pending.get(data.id);
        if (!waiting) return;
        pending.delete(data.id);
        if (data.ok) waiting.resolve(data.value);
        else waiting.reject(new ApiContractError(data.call, data.issues));
      });
      started.addEventListener('error', fail);
      started.addEventListener('messageerror', fail);
      worker = started;
    } catch {
      worker = null;
    }
    return worker;
  };

  return {
    warm() {
      start();
    },
    check(method, path, text) {
      const current = start();
      if (!current) return Promise.reject(new ContractWorkerUnavailable());
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        current.postMessage({ id, method, path, text });
      });
    },
  };
}

/** The browser's checker, or null where there are no workers (Node, tests): the page checks. */
export const browserContractChecker = (): ContractChecker | null =>
  typeof Worker === 'undefined'
    ? null
    : createContractChecker(
        () =>
          new Worker(new URL('../contract/check.worker.ts', import.meta.url), {
            type: 'module',
            name: 'ekran-contract',
          }) as unknown as WorkerLike,
      );

let pageChecker: ContractChecker | null | undefined;

/** The page's checker, created on first use: one worker for every client of the page. */
export function pageContractChecker(): ContractChecker | null {
  if (pageChecker === undefined) pageChecker = browserContractChecker();
  return pageChecker;
}

/**
 * Starts the page's contract worker ahead of the first call. Its script and schemas take
 * longer to start than the first answers take to arrive; started with the page, the worker is ready
 * when they do, and the first screen's figures are not held back by it.
 */
export function warmContractWorker(): void {
  pageContractChecker()?.warm();
}
