import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateFixturePlayers } from '../map-picker.fixtures';
import type { MapPlayer } from '../map-picker.types';
import { useVisiblePlayers } from './use-visible-players';
import type { MapView } from './use-viewport-loader';

const at = (p: MapPlayer, latitude: number, longitude: number): MapPlayer => ({
  ...p,
  latitude,
  longitude,
});
const [bb, mall, far] = generateFixturePlayers(3) as [MapPlayer, MapPlayer, MapPlayer];
const players = [
  at({ ...bb, type_name: 'BB' }, 55.7, 37.6),
  at({ ...mall, type_name: 'MALL' }, 55.8, 37.7),
  at({ ...far, type_name: 'BB' }, 59.9, 30.3),
];
const moscow: MapView = { bounds: { south: 55, west: 37, north: 56, east: 38 }, zoom: 10 };
const base = {
  readOnly: false,
  hasLoader: true,
  loaded: { key: 'k', players },
  chosen: [] as MapPlayer[],
  chosenIds: new Set<number>(),
  filters: {},
  hideChosen: false,
  view: moscow,
};

describe('useVisiblePlayers', () => {
  it('shows the loaded players the filters match, and those in view', () => {
    const { result } = renderHook(() =>
      useVisiblePlayers({ ...base, filters: { typeNames: ['BB'] } }),
    );
    expect(result.current.displayed.map((p) => p.id)).toEqual([players[0]!.id, players[2]!.id]);
    expect(result.current.inView.map((p) => p.id)).toEqual([players[0]!.id]);
    expect(result.current.inViewTotals.count).toBe(1);
  });

  it('counts facets over the loaded players in view', () => {
    const { result } = renderHook(() =>
      useVisiblePlayers({ ...base, filters: { typeNames: ['BB'] } }),
    );
    expect(result.current.facets?.total).toBe(1);
    expect(result.current.facets?.typeNames.get('MALL')).toBe(1);
  });

  it('leaves the chosen out when hidden', () => {
    const chosen = [players[0]!];
    const { result } = renderHook(() =>
      useVisiblePlayers({
        ...base,
        chosen,
        chosenIds: new Set([players[0]!.id]),
        hideChosen: true,
      }),
    );
    expect(result.current.inView.map((p) => p.id)).toEqual([players[1]!.id]);
    expect(result.current.facets?.total).toBe(1);
  });

  it('shows only the chosen read-only or without a loader, and counts nothing read-only', () => {
    const chosen = [players[2]!];
    const readOnly = renderHook(() => useVisiblePlayers({ ...base, readOnly: true, chosen }));
    expect(readOnly.result.current.displayed).toBe(chosen);
    expect(readOnly.result.current.facets).toBeNull();
    const noLoader = renderHook(() => useVisiblePlayers({ ...base, hasLoader: false, chosen }));
    expect(noLoader.result.current.displayed).toBe(chosen);
  });

  it('is empty before anything loaded or without a view', () => {
    const { result } = renderHook(() => useVisiblePlayers({ ...base, loaded: null, view: null }));
    expect(result.current.displayed).toEqual([]);
    expect(result.current.inView).toEqual([]);
    expect(result.current.facets).toBeNull();
  });
});
