import { act, renderHook } from '@testing-library/react';
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

  it('stops listening when unmounted', () => {
    const m = createMap();
    const { result, unmount } = renderHook(() => useMapView(m));
    const last = result.current;
    unmount();
    m.setView([59.93, 30.33], 12, { animate: false });
    expect(result.current).toBe(last);
  });
});
