import { describe, expect, it, vi } from 'vitest';
import { generateFixturePlayers } from '../map-picker.fixtures';
import { resolvePlan } from './geo-plan';

const players = generateFixturePlayers(4);
const byId = new Map(players.map((p) => [p.id, p]));

describe('resolvePlan', () => {
  it("keeps the plan's order without repeats, from what is known", async () => {
    const resolve = vi.fn();
    const result = await resolvePlan(
      { id: 1, name: 'План', players: [3, 1, 3] },
      (id) => byId.get(id),
      resolve,
    );
    expect(result.found.map((p) => p.id)).toEqual([3, 1]);
    expect(result.notice).toBeUndefined();
    expect(resolve).not.toHaveBeenCalled();
  });

  it('asks for the unknown ones only, and ignores what it did not ask for', async () => {
    const resolve = vi.fn(async () => [byId.get(4)!, byId.get(2)!]);
    const result = await resolvePlan(
      { id: 1, name: 'План', players: [1, 4] },
      (id) => (id === 1 ? byId.get(1) : undefined),
      resolve,
    );
    expect(resolve).toHaveBeenCalledWith([4], expect.any(AbortSignal));
    expect(result.found.map((p) => p.id)).toEqual([1, 4]);
  });

  it('reports the players it could not find', async () => {
    const result = await resolvePlan({ id: 1, name: 'Центр', players: [1, 98, 99] }, (id) =>
      byId.get(id),
    );
    expect(result.found.map((p) => p.id)).toEqual([1]);
    expect(result.notice).toBe(
      'Геоплан «Центр» применён не полностью: 2 экрана из 3 не найдено — возможно, они больше не доступны.',
    );
  });
});
