import { describe, expect, it, vi } from 'vitest';
import { answerCheck, type CheckReply, type CheckRequest } from '../contract/check-message.ts';
import { createAnswerChecker } from './contract-check.ts';
import {
  ContractWorkerUnavailable,
  createContractChecker,
  type WorkerLike,
} from './contract-worker.ts';
import { ApiContractError } from './errors.ts';

/** A worker in the test's thread: answers each message as check.worker.ts does, unless told not to. */
class FakeWorker implements WorkerLike {
  messages: CheckRequest[] = [];
  terminated = false;
  private onMessage: ((event: MessageEvent<CheckReply>) => void)[] = [];
  private onError: (() => void)[] = [];
  constructor(private readonly answers = true) {}
  postMessage(message: CheckRequest) {
    this.messages.push(message);
    if (!this.answers) return;
    const reply = structuredClone(answerCheck(structuredClone(message)));
    queueMicrotask(() => {
      for (const listener of this.onMessage) listener({ data: reply } as MessageEvent<CheckReply>);
    });
  }
  addEventListener(type: string, listener: never) {
    if (type === 'message') this.onMessage.push(listener);
    else this.onError.push(listener);
  }
  crash() {
    for (const listener of this.onError) listener();
  }
  terminate() {
    this.terminated = true;
  }
}

const balance = JSON.stringify({ balance: '15000.00', available_balance: '12000.00' });

describe('createContractChecker', () => {
  it('starts one worker, on warm-up or the first check, and returns its checked answers', async () => {
    const worker = new FakeWorker();
    const spawn = vi.fn(() => worker);
    const checker = createContractChecker(spawn);
    expect(spawn).not.toHaveBeenCalled();
    checker.warm();
    const [first, second] = await Promise.all([
      checker.check('GET', 'v2/user/balance/', balance),
      checker.check('GET', 'test/anything/', '{"a":"2"}'),
    ]);
    expect(first).toEqual({ balance: 15000, available_balance: 12000 });
    expect(second).toEqual({ a: 2 });
    expect(spawn).toHaveBeenCalledTimes(1);
    expect(new Set(worker.messages.map((message) => message.id)).size).toBe(2);
  });

  it('turns the worker’s contract failure into an ApiContractError naming the call', async () => {
    const checker = createContractChecker(() => new FakeWorker());
    const error = await checker.check('GET', 'v2/user/get_me/', '{}').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as ApiContractError).call).toContain('GET v2/user/get_me/');
    expect((error as ApiContractError).issues.map((issue) => issue.path)).toContain('id');
  });

  it('gives up on a worker that fails: pending and later checks are «unavailable»', async () => {
    const worker = new FakeWorker(false);
    const spawn = vi.fn(() => worker);
    const checker = createContractChecker(spawn);
    const pending = checker.check('GET', 'v2/user/balance/', balance);
    worker.crash();
    await expect(pending).rejects.toBeInstanceOf(ContractWorkerUnavailable);
    expect(worker.terminated).toBe(true);
    await expect(checker.check('GET', 'v2/user/balance/', balance)).rejects.toBeInstanceOf(
      ContractWorkerUnavailable,
    );
    expect(spawn).toHaveBeenCalledTimes(1);
  });

  it('is unavailable where a worker cannot start (a CSP without worker-src)', async () => {
    const checker = createContractChecker(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    await expect(checker.check('GET', 'v2/user/balance/', balance)).rejects.toBeInstanceOf(
      ContractWorkerUnavailable,
    );
  });
});

describe('createAnswerChecker', () => {
  it('checks in the page where there is no worker', async () => {
    const answers = createAnswerChecker(null);
    answers.warm();
    await expect(answers.check('GET', 'v2/user/balance/', balance)).resolves.toEqual({
      balance: 15000,
      available_balance: 12000,
    });
    await expect(answers.check('GET', 'v2/user/get_me/', '{}')).rejects.toBeInstanceOf(
      ApiContractError,
    );
    await expect(answers.check('GET', 'v2/user/get_me/', '<html>')).rejects.toMatchObject({
      call: 'GET v2/user/get_me/',
      issues: [{ path: '', expected: 'JSON', received: 'text that is not JSON' }],
    });
  });

  it('falls back to the page when the worker fails, and keeps the worker’s contract errors', async () => {
    const worker = new FakeWorker(false);
    const answers = createAnswerChecker(createContractChecker(() => worker));
    const pending = answers.check('GET', 'v2/user/balance/', balance);
    worker.crash();
    await expect(pending).resolves.toEqual({ balance: 15000, available_balance: 12000 });

    const working = createAnswerChecker(createContractChecker(() => new FakeWorker()));
    await expect(working.check('GET', 'v2/user/get_me/', '{}')).rejects.toBeInstanceOf(
      ApiContractError,
    );
  });
});
