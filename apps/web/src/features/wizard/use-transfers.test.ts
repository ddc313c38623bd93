import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTransfers } from './use-transfers';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useTransfers', () => {
  it('is active while any tracked transfer runs and passes its result through', async () => {
    const { result } = renderHook(() => useTransfers());
    expect(result.current.active).toBe(false);
    const first = deferred<string>();
    const second = deferred<string>();
    let one: Promise<string> = Promise.resolve('');
    let two: Promise<string> = Promise.resolve('');
    act(() => {
      one = result.current.track(() => first.promise);
      two = result.current.track(() => second.promise);
    });
    expect(result.current.active).toBe(true);
    await act(async () => {
      first.resolve('a');
      await one;
    });
    expect(result.current.active).toBe(true);
    await act(async () => {
      second.resolve('b');
      await two;
    });
    expect(result.current.active).toBe(false);
    await expect(one).resolves.toBe('a');
  });

  it('stops counting a transfer that fails, and rethrows its error', async () => {
    const { result } = renderHook(() => useTransfers());
    const failing = deferred<never>();
    let run: Promise<unknown> = Promise.resolve();
    act(() => {
      run = result.current.track(() => failing.promise);
    });
    expect(result.current.active).toBe(true);
    await act(async () => {
      failing.reject(new Error('обрыв'));
      await run.catch(() => undefined);
    });
    await expect(run).rejects.toThrow('обрыв');
    expect(result.current.active).toBe(false);
  });
});
