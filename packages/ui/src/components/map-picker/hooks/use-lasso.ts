import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { simplifyPath, type Pt } from '../lib/lasso';

export type LassoMode = 'add' | 'remove';

const pointOf = (e: PointerEvent<HTMLElement>): Pt => {
  const rect = e.currentTarget.getBoundingClientRect();
  return { x: e.clientX - rect.left, y: e.clientY - rect.top };
};

/**
 * Drawing a lasso over the map with one pointer. `mode` is off, add or remove (Alt while drawing
 * removes too); when the pointer lifts, the simplified polygon (three points or more) goes to
 * `onLasso` in the overlay's pixels. Esc leaves the mode.
 */
export function useLasso(onLasso: (polygon: Pt[], mode: LassoMode) => void) {
  const [mode, setMode] = useState<LassoMode | null>(null);
  const [path, setPath] = useState<Pt[] | null>(null);
  const pointer = useRef<number | null>(null);

  const toggle = useCallback((next: LassoMode) => setMode((m) => (m === next ? null : next)), []);

  useEffect(() => {
    if (!mode) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setMode(null);
        setPath(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [mode]);

  const handlers = {
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (!mode || e.button !== 0) return;
      e.preventDefault();
      pointer.current = e.pointerId;
      try {
        e.currentTarget.setPointerCapture(e.pointerId);
      } catch {
        // Synthetic pointers in tests cannot be captured.
      }
      setPath([pointOf(e)]);
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      if (pointer.current !== e.pointerId) return;
      const pt = pointOf(e);
      setPath((p) => (p ? [...p, pt] : p));
    },
    onPointerUp: (e: PointerEvent<HTMLElement>) => {
      if (pointer.current !== e.pointerId) return;
      pointer.current = null;
      const polygon = simplifyPath([...(path ?? []), pointOf(e)]);
      setPath(null);
      if (polygon.length < 3) return;
      onLasso(polygon, mode === 'remove' || e.altKey ? 'remove' : 'add');
    },
    onPointerCancel: () => {
      pointer.current = null;
      setPath(null);
    },
  };

  return { mode, toggle, path, handlers };
}
