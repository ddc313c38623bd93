import type { PointerEvent } from 'react';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLasso } from './use-lasso';

const overlay = {
  getBoundingClientRect: () => ({ left: 10, top: 20 }),
  setPointerCapture: () => {},
};
const pointer = (x: number, y: number, extra: Partial<PointerEvent<HTMLElement>> = {}) =>
  ({
    button: 0,
    pointerId: 1,
    clientX: x + 10,
    clientY: y + 20,
    altKey: false,
    currentTarget: overlay,
    preventDefault: () => {},
    ...extra,
  }) as unknown as PointerEvent<HTMLElement>;

// Each event goes to the handlers of the latest render, as React would hand them out.
function draw(lasso: { current: ReturnType<typeof useLasso> }, end = pointer(0, 40)) {
  act(() => lasso.current.handlers.onPointerDown(pointer(0, 0)));
  act(() => lasso.current.handlers.onPointerMove(pointer(40, 0)));
  act(() => lasso.current.handlers.onPointerMove(pointer(40, 40)));
  act(() => lasso.current.handlers.onPointerUp(end));
}

describe('useLasso', () => {
  it('toggles a mode on and off', () => {
    const { result } = renderHook(() => useLasso(vi.fn()));
    act(() => result.current.toggle('add'));
    expect(result.current.mode).toBe('add');
    act(() => result.current.toggle('remove'));
    expect(result.current.mode).toBe('remove');
    act(() => result.current.toggle('remove'));
    expect(result.current.mode).toBeNull();
  });

  it('ignores the pointer while off', () => {
    const onLasso = vi.fn();
    const { result } = renderHook(() => useLasso(onLasso));
    draw(result);
    expect(result.current.path).toBeNull();
    expect(onLasso).not.toHaveBeenCalled();
  });

  it("hands over the drawn polygon in the overlay's pixels", () => {
    const onLasso = vi.fn();
    const { result } = renderHook(() => useLasso(onLasso));
    act(() => result.current.toggle('add'));
    act(() => result.current.handlers.onPointerDown(pointer(0, 0)));
    act(() => result.current.handlers.onPointerMove(pointer(40, 0)));
    expect(result.current.path).toEqual([
      { x: 0, y: 0 },
      { x: 40, y: 0 },
    ]);
    act(() => result.current.handlers.onPointerMove(pointer(40, 40)));
    act(() => result.current.handlers.onPointerUp(pointer(0, 40)));
    expect(onLasso).toHaveBeenCalledWith(
      [
        { x: 0, y: 0 },
        { x: 40, y: 0 },
        { x: 40, y: 40 },
        { x: 0, y: 40 },
      ],
      'add',
    );
    expect(result.current.path).toBeNull();
  });

  it('removes in remove mode or with Alt', () => {
    const onLasso = vi.fn();
    const { result } = renderHook(() => useLasso(onLasso));
    act(() => result.current.toggle('add'));
    draw(result, pointer(0, 40, { altKey: true }));
    expect(onLasso).toHaveBeenLastCalledWith(expect.any(Array), 'remove');
    act(() => result.current.toggle('remove'));
    draw(result);
    expect(onLasso).toHaveBeenLastCalledWith(expect.any(Array), 'remove');
  });

  it('drops a line too short to enclose anything, and a cancelled one', () => {
    const onLasso = vi.fn();
    const { result } = renderHook(() => useLasso(onLasso));
    act(() => result.current.toggle('add'));
    act(() => result.current.handlers.onPointerDown(pointer(0, 0)));
    act(() => result.current.handlers.onPointerUp(pointer(1, 1)));
    act(() => result.current.handlers.onPointerDown(pointer(0, 0)));
    act(() => result.current.handlers.onPointerCancel());
    act(() => result.current.handlers.onPointerUp(pointer(40, 40)));
    expect(onLasso).not.toHaveBeenCalled();
    expect(result.current.path).toBeNull();
  });

  it('leaves the mode on Esc', () => {
    const { result } = renderHook(() => useLasso(vi.fn()));
    act(() => result.current.toggle('remove'));
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(result.current.mode).toBeNull();
  });
});
