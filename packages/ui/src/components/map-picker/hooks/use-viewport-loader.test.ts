import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filtersKey, inBounds, normalizeFilters } from '../lib/filters';
import { createFixtureBackend, generateFixturePlayers } from '../map-picker.fixtures';
import type { LoadPlayers, MapPlayer, MapPlayerFilters } from '../map-picker.types';
import { useViewportLoader, type MapView } from './use-viewport-loader';

const catalogue = generateFixturePlayers(2000);
const moscow: MapView = { bounds: { south: 55.6, west: 37.4, north: 55.9, east: 37.8 }, zoom: 11 };
const inMoscow = catalogue.filter((p) => inBounds(p, moscow.bounds));

type Props = {
  loadPlayers?: LoadPlayers;
  enabled?: boolean;
  view?: MapView | null;
  filters?: MapPlayerFilters;
  chosen?: MapPlayer[];
  exclude?: number[];
};

function setup(initial: Props) {
  return renderHook(
    ({
      loadPlayers,
      enabled = true,
      view = moscow,
      filters = {},
      chosen = [],
      exclude = [],
    }: Props) =>
      useViewportLoader({
        loadPlayers,
        enabled,
        view,
        filterKey: filtersKey(filters),
        filters: normalizeFilters(filters),
        debounceMs: 0,
        chosen,
        excludeIds: () => exclude,
      }),
    { initialProps: initial },
  );
}

const ids = (players: readonly { id: number }[] | undefined) =>
  new Set((players ?? []).map((p) => p.id));

describe('useViewportLoader', () => {
  it("loads every player of the view's box for the filters", async () => {
    const backend = createFixtureBackend({ players: catalogue, pageSize: 100 });
    const { result } = setup({ loadPlayers: backend.loadPlayers });
    await waitFor(() => expect(result.current.progress).toBeNull());
    // The last pages reach `loaded` with the next flush, at most 150 ms later. Whole cache tiles
    // load, so players just outside the view come too.
    await waitFor(() => {
      const loaded = ids(result.current.loaded?.players);
      expect(inMoscow.filter((p) => !loaded.has(p.id))).toEqual([]);
    });
    expect(result.current.loaded?.key).toBe(filtersKey({}));
    expect(result.current.error).toBeNull();
    expect(result.current.known(inMoscow[0]!.id)).toEqual(inMoscow[0]);
  });

  it('asks nothing again for a box already loaded', async () => {
    const backend = createFixtureBackend({ players: catalogue, pageSize: 500 });
    const { result, rerender } = setup({ loadPlayers: backend.loadPlayers });
    await waitFor(() => expect(result.current.loaded?.key).toBe(filtersKey({})));
    await waitFor(() => expect(result.current.progress).toBeNull());
    const calls = backend.calls.length;
    rerender({ loadPlayers: backend.loadPlayers, view: { ...moscow } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.calls.length).toBe(calls);
  });

  it('loads again for new filters and sends them', async () => {
    const backend = createFixtureBackend({ players: catalogue, pageSize: 500 });
    const { result, rerender } = setup({ loadPlayers: backend.loadPlayers });
    await waitFor(() => expect(result.current.progress).toBeNull());
    const filters = { typeNames: ['MF'] };
    rerender({ loadPlayers: backend.loadPlayers, filters });
    await waitFor(() => expect(result.current.loaded?.key).toBe(filtersKey(filters)));
    expect(backend.calls.at(-1)?.filters).toEqual(filters);
  });

  it('sends the ids to leave out', async () => {
    const backend = createFixtureBackend({ players: catalogue, pageSize: 500 });
    setup({ loadPlayers: backend.loadPlayers, exclude: [1, 2] });
    // The first page is asked for after the view's debounce: progress is null before it too.
    await waitFor(() => expect(backend.calls[0]?.excludeIds).toEqual([1, 2]));
  });

  it('reports a failure and loads again on retry', async () => {
    const backend = createFixtureBackend({ players: catalogue, pageSize: 500 });
    let fail = true;
    const loadPlayers: LoadPlayers = async (...args) => {
      if (fail) throw new Error('Сервер недоступен');
      return backend.loadPlayers(...args);
    };
    const { result } = setup({ loadPlayers });
    await waitFor(() => expect(result.current.error).toBe('Сервер недоступен'));
    await waitFor(() => expect(result.current.progress).toBeNull());
    fail = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.error).toBeNull());
    await waitFor(() =>
      expect(ids(result.current.loaded?.players).has(inMoscow[0]!.id)).toBe(true),
    );
  });

  it('asks nothing when disabled, but knows the chosen players', async () => {
    const backend = createFixtureBackend({ players: catalogue });
    const chosen = [catalogue[0]!];
    const { result } = setup({ loadPlayers: backend.loadPlayers, enabled: false, chosen });
    await waitFor(() => expect(ids(result.current.loaded?.players).has(chosen[0]!.id)).toBe(true));
    expect(result.current.known(chosen[0]!.id)).toBe(chosen[0]);
    expect(backend.calls).toEqual([]);
  });

  it('aborts its requests when unmounted', async () => {
    const signals: AbortSignal[] = [];
    const loadPlayers: LoadPlayers = (_bbox, _filters, _page, signal) => {
      signals.push(signal);
      return new Promise(() => {});
    };
    const { result, unmount } = setup({ loadPlayers });
    await waitFor(() => expect(result.current.progress).not.toBeNull());
    unmount();
    expect(signals.length).toBeGreaterThan(0);
    expect(signals.every((s) => s.aborted)).toBe(true);
  });
});
