import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMapView } from './use-map-view';
import { testMaps } from './test-map';

const createMap = testMaps();

describe('useMapView', () => {
  it('is null without a map', () => {
    const { result } = renderHook(() => useMapView(null));
    expect(result.current).toBeNull();
  });

  it("reads the map's box and zoom, and again when a move ends", () => {
    const m = createMap();
    const { result } = renderHook(() => useMapView(m));
    expect(result.current?.zoom).toBe(10);
    expect(result.current?.bounds.south).toBeCloseTo(55.75, 1);
    act(() => void m.setView([59.93, 30.33], 12, { animate: false }));
    expect(result.current?.zoom).toBe(12);
    expect(result.current?.bounds.west).toBeCloseTo(30.33, 1);
  });

  it('renders a move ended by a pointer release as a transition, after the release', async () => {
    const m = createMap();
    const { result } = renderHook(() => useMapView(m));
    // Leaflet ends a drag inside the pointerup listener, and React gives an update made during a
    // pointerup (window.event, which happy-dom leaves unset) the urgency of input: rendered before
    // the browser may paint, unless it is a transition.
    const release = (event: Event) => {
      Object.defineProperty(window, 'event', { value: event, configurable: true });
      try {
        m.setView([59.93, 30.33], 12, { animate: false });
      } finally {
        Reflect.deleteProperty(window, 'event');
      }
    };
    document.addEventListener('pointerup', release, { once: true });
    document.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    // A microtask later an urgent update would have rendered; a transition waits for a task.
    await Promise.resolve();
    await Promise.resolve();
    expect(result.current?.zoom).toBe(10);
    await waitFor(() => expect(result.current?.zoom).toBe(12));
  });

  it('stops listening when unmounted', () => {
    const m = createMap();
    const { result, unmount } = renderHook(() => useMapView(m));
    const last = result.current;
    unmount();
    m.setView([59.93, 30.33], 12, { animate: false });
    expect(result.current).toBe(last);
  });
});
