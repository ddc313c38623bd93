import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useControllable } from './use-controllable';

describe('useControllable', () => {
  it('keeps its own value when uncontrolled, and reports each change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllable<number>(undefined, 1, onChange));
    expect(result.current[0]).toBe(1);
    act(() => result.current[1](2));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('shows the parent value when controlled and only reports a change', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }) => useControllable<number>(value, 1, onChange),
      { initialProps: { value: 5 } },
    );
    act(() => result.current[1](6));
    expect(result.current[0]).toBe(5);
    expect(onChange).toHaveBeenCalledWith(6);
    rerender({ value: 6 });
    expect(result.current[0]).toBe(6);
  });
});
