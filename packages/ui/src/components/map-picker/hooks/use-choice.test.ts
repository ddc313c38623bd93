import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateFixturePlayers } from '../map-picker.fixtures';
import { useChoice } from './use-choice';

const [a, b, c] = generateFixturePlayers(3) as [
  ReturnType<typeof generateFixturePlayers>[number],
  ReturnType<typeof generateFixturePlayers>[number],
  ReturnType<typeof generateFixturePlayers>[number],
];

describe('useChoice', () => {
  it('starts from defaultValue and adds players once each', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useChoice({ defaultValue: [a], onChange }));
    act(() => result.current.add([a, b, b]));
    expect(result.current.chosen.map((p) => p.id)).toEqual([a.id, b.id]);
    expect(result.current.chosenIds.has(b.id)).toBe(true);
    expect(result.current.chosenIdList).toEqual([a.id, b.id]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does not report a change that changes nothing', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useChoice({ defaultValue: [a], onChange }));
    act(() => {
      result.current.add([a]);
      result.current.remove([c.id]);
    });
    expect(onChange).not.toHaveBeenCalled();
  });

  it('builds two changes in one event on each other', () => {
    const { result } = renderHook(() => useChoice({}));
    act(() => {
      result.current.add([a, b]);
      result.current.add([c]);
      result.current.remove([a.id]);
    });
    expect(result.current.chosen.map((p) => p.id)).toEqual([b.id, c.id]);
  });

  it('toggles, removes one and clears', () => {
    const { result } = renderHook(() => useChoice({}));
    act(() => result.current.toggle(a, true));
    act(() => result.current.toggle(b, true));
    act(() => result.current.toggle(a, false));
    expect(result.current.chosen).toEqual([b]);
    act(() => result.current.removeOne(b.id));
    expect(result.current.chosen).toEqual([]);
    act(() => result.current.add([a, c]));
    act(() => result.current.clear());
    expect(result.current.chosen).toEqual([]);
  });

  it('follows a controlled value and finds its players by id', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useChoice({ value, onChange }), {
      initialProps: { value: [a] },
    });
    act(() => result.current.add([b]));
    expect(onChange).toHaveBeenCalledWith([a, b]);
    expect(result.current.chosen).toEqual([a]);
    rerender({ value: [c] });
    expect(result.current.find(c.id)).toBe(c);
    expect(result.current.find(a.id)).toBeUndefined();
    expect(result.current.latest.current).toEqual([c]);
  });
});
