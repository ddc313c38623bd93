import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSpiedState } from './use-spied-state';

describe('useSpiedState', () => {
  it('starts from the value given, or from what a function returns', () => {
    expect(renderHook(() => useSpiedState(3)).result.current[0]).toBe(3);
    expect(renderHook(() => useSpiedState(() => [1, 2])).result.current[0]).toEqual([1, 2]);
  });

  it('keeps each new value and reports it to the spy', () => {
    const spy = vi.fn<(next: string[]) => void>();
    const initial: readonly string[] = [];
    const { result } = renderHook(() => useSpiedState(initial, spy));
    act(() => result.current[1](['msk']));
    expect(result.current[0]).toEqual(['msk']);
    expect(spy).toHaveBeenLastCalledWith(['msk']);
    act(() => result.current[1](['msk', 'spb']));
    expect(result.current[0]).toEqual(['msk', 'spb']);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('works without a spy', () => {
    const { result } = renderHook(() => useSpiedState<number | null>(null));
    act(() => result.current[1](5));
    expect(result.current[0]).toBe(5);
  });

  it('takes a new starting value, as a story control sets it, and keeps its own otherwise', () => {
    const { result, rerender } = renderHook(({ initial }) => useSpiedState<number>(initial), {
      initialProps: { initial: 1 },
    });
    act(() => result.current[1](2));
    rerender({ initial: 1 });
    expect(result.current[0]).toBe(2);
    rerender({ initial: 7 });
    expect(result.current[0]).toBe(7);
  });
});
