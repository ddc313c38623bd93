import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateFixturePlayers } from '../map-picker.fixtures';
import { usePopup, type ClusterHit } from './use-popup';

const player = generateFixturePlayers(1)[0]!;
const cluster = (id: number): ClusterHit => ({
  kind: 'cluster',
  id,
  latitude: 55,
  longitude: 37,
  count: 12,
});

describe('usePopup', () => {
  it('shows a player at the given point, and closes', () => {
    const { result } = renderHook(() => usePopup());
    act(() => result.current.showPlayer(player, [1, 2]));
    expect(result.current.popup).toEqual({ kind: 'player', player, at: [1, 2] });
    act(() => result.current.close());
    expect(result.current.popup).toBeNull();
  });

  it("fills a cluster's ids when they arrive", async () => {
    const { result } = renderHook(() => usePopup());
    await act(async () =>
      result.current.showCluster(cluster(7), [55, 37], Promise.resolve([1, 2])),
    );
    expect(result.current.popup).toEqual({
      kind: 'cluster',
      item: cluster(7),
      ids: [1, 2],
      at: [55, 37],
    });
  });

  it('drops a late answer for a cluster no longer shown', async () => {
    const { result } = renderHook(() => usePopup());
    let answer: (ids: number[]) => void = () => {};
    const late = new Promise<number[]>((resolve) => (answer = resolve));
    act(() => result.current.showCluster(cluster(7), [55, 37], late));
    expect(result.current.popup).toMatchObject({ kind: 'cluster', ids: null });
    act(() => result.current.showCluster(cluster(8), [55, 37], undefined));
    await act(async () => answer([1, 2]));
    expect(result.current.popup).toMatchObject({ item: { id: 8 }, ids: null });
  });
});
