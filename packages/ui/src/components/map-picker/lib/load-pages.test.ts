import { describe, expect, it, vi } from 'vitest';
import { createFixtureBackend, generateFixturePlayers } from '../map-picker.fixtures';
import { loadAllPages } from './load-pages';
import { boundsToBbox } from './bbox-cache';

const world = boundsToBbox({ south: -85, west: -180, north: 85, east: 180 });

describe('loadAllPages', () => {
  it('reads every page of the box, not only the first', async () => {
    const backend = createFixtureBackend({ players: generateFixturePlayers(1234), pageSize: 100 });
    const seen = new Set<number>();
    const onPage = vi.fn((players: { id: number }[]) => players.forEach((p) => seen.add(p.id)));
    const total = await loadAllPages(
      backend.loadPlayers,
      world,
      {},
      new AbortController().signal,
      onPage,
      3,
    );
    expect(total).toBe(1234);
    expect(seen.size).toBe(1234);
    expect(backend.calls.map((c) => c.page).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 13 }, (_, i) => i + 1),
    );
    expect(onPage).toHaveBeenLastCalledWith(
      expect.any(Array),
      expect.objectContaining({ count: 1234 }),
    );
  });

  it('passes filters through and stops after one page when there is no next', async () => {
    const backend = createFixtureBackend({ players: generateFixturePlayers(300), pageSize: 500 });
    await loadAllPages(
      backend.loadPlayers,
      world,
      { typeNames: ['BB'] },
      new AbortController().signal,
      () => {},
    );
    expect(backend.calls).toHaveLength(1);
    expect(backend.calls[0]!.filters).toEqual({ typeNames: ['BB'] });
  });

  it('stops when aborted', async () => {
    const backend = createFixtureBackend({
      players: generateFixturePlayers(1000),
      pageSize: 100,
      latency: 20,
    });
    const controller = new AbortController();
    const done = loadAllPages(backend.loadPlayers, world, {}, controller.signal, () =>
      controller.abort(),
    );
    await expect(done).rejects.toBeDefined();
    expect(backend.calls.length).toBeLessThan(10);
  });

  it('follows next when the count grew after the first page', async () => {
    const pages = [
      { count: 4, next: '?page=2', results: [{ id: 1 }, { id: 2 }] },
      { count: 6, next: '?page=3', results: [{ id: 3 }, { id: 4 }] },
      { count: 6, next: null, results: [{ id: 5 }, { id: 6 }] },
    ];
    const load = vi.fn(async (_b: unknown, _f: unknown, page: number) => pages[page - 1] as never);
    const ids: number[] = [];
    await loadAllPages(load, world, {}, new AbortController().signal, (ps) =>
      ids.push(...ps.map((p) => p.id)),
    );
    expect(ids).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
