import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useForm, type Resolver } from 'react-hook-form';
import { useWarmResolver } from './use-warm-resolver';

type Values = { name: string };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useWarmResolver', () => {
  it('runs the rules once the page is idle, with the form’s values; not after an unmount', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.splice(id - 1, 1, () => undefined));
    const resolver = vi.fn<Resolver<Values>>(() => Promise.resolve({ values: {}, errors: {} }));
    const getValues = () => ({ name: 'Весна' });
    const { rerender, unmount } = renderHook(() => useWarmResolver(resolver, getValues));
    rerender();
    expect(resolver).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(resolver).toHaveBeenCalledTimes(1);
    expect(resolver.mock.calls[0]?.[0]).toEqual({ name: 'Весна' });

    const { unmount: unmountSecond } = renderHook(() => useWarmResolver(resolver, getValues));
    unmountSecond();
    idle[1]?.();
    expect(resolver).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('relies on a form’s getValues keeping its identity, so the rules run once per page', () => {
    const { result, rerender } = renderHook(() => useForm<Values>());
    const first = result.current.getValues;
    rerender();
    expect(result.current.getValues).toBe(first);
  });

  it('swallows a rule that fails: nothing of it reaches the page', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // The tests run in Node (happy-dom), which reports an unhandled rejection on the process.
    const rejected = vi.fn();
    process.on('unhandledRejection', rejected);
    // Not a spy: a spy handles the promises its function returns, and would hide the rejection.
    let calls = 0;
    const resolver: Resolver<Values> = () => {
      calls += 1;
      return Promise.reject(new Error('broken rule'));
    };
    const { unmount } = renderHook(() => useWarmResolver(resolver, () => ({ name: '' })));
    idle[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toBe(1);
    expect(rejected).not.toHaveBeenCalled();
    process.off('unhandledRejection', rejected);
    unmount();
  });
});
