import { createRef } from 'react';
import { renderHook } from '@testing-library/react';
import L from 'leaflet';
import { describe, expect, it, vi } from 'vitest';
import { generateFixturePlayers } from '../map-picker.fixtures';
import { usePlayerLayer } from './use-player-layer';
import { testMaps } from './test-map';

// happy-dom runs Leaflet without layout or a 2D canvas: these check the layer's wiring to the
// map; drawing and hit-testing run in the browser stories.
const createMap = testMaps();

const props = (m: L.Map | null, onPick = vi.fn()) => ({
  map: m,
  view: null,
  players: generateFixturePlayers(20),
  chosenIds: new Set<number>(),
  chosenIdList: [],
  drawnTarget: createRef<HTMLElement>(),
  onPick,
});

describe('usePlayerLayer', () => {
  it('adds one canvas to the map and takes it away when unmounted', () => {
    const m = createMap();
    const { unmount } = renderHook(() => usePlayerLayer(props(m)));
    const canvases = () => m.getContainer().querySelectorAll('[data-testid="player-canvas"]');
    expect(canvases()).toHaveLength(1);
    unmount();
    expect(canvases()).toHaveLength(0);
  });

  it('reports a click on the bare map as no hit', () => {
    const m = createMap();
    const onPick = vi.fn();
    renderHook(() => usePlayerLayer(props(m, onPick)));
    m.fire('click', { containerPoint: L.point(5, 5), latlng: m.getCenter() });
    expect(onPick).toHaveBeenCalledWith(null, undefined);
  });

  it('stops reporting clicks when unmounted', () => {
    const m = createMap();
    const onPick = vi.fn();
    const { unmount } = renderHook(() => usePlayerLayer(props(m, onPick)));
    unmount();
    m.fire('click', { containerPoint: L.point(5, 5), latlng: m.getCenter() });
    expect(onPick).not.toHaveBeenCalled();
  });

  it('has no cluster zoom before there is a map', () => {
    const { result } = renderHook(() => usePlayerLayer(props(null)));
    expect(result.current.expansionZoom(1)).toBeUndefined();
  });
});
