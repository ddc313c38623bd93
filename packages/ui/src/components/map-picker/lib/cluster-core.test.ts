import { describe, expect, it } from 'vitest';
import { generateFixturePlayers } from '../map-picker.fixtures';
import { ClusterCore } from './cluster-core';
import { packPoints } from './cluster-index';

const world = { south: -85, west: -180, north: 85, east: 180 };

describe('cluster core', () => {
  const players = generateFixturePlayers(5000);
  const core = new ClusterCore();
  core.load(packPoints(players));

  it('represents every player at every zoom', () => {
    for (const zoom of [3, 8, 12, 16]) {
      const items = core.query(world, zoom);
      const represented = items.reduce((n, i) => n + (i.kind === 'cluster' ? i.count : 1), 0);
      expect(represented).toBe(5000);
    }
  });

  it('returns single players past the clustering zoom and leaves of a cluster', () => {
    expect(core.query(world, 17).every((i) => i.kind === 'point')).toBe(true);
    const cluster = core.query(world, 4).find((i) => i.kind === 'cluster')!;
    expect(core.leaves(cluster.id)).toHaveLength(cluster.kind === 'cluster' ? cluster.count : 1);
    expect(core.expansionZoom(cluster.id)).toBeGreaterThan(4);
  });

  it('counts chosen players inside clusters', () => {
    core.setSelected(players.slice(0, 100).map((p) => p.id));
    const chosen = core
      .query(world, 3)
      .reduce((n, i) => n + (i.kind === 'cluster' ? (i.selected ?? 0) : 0), 0);
    expect(chosen).toBe(100);
  });
});
