import { describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { getPlayers } from './db/players.ts';
import { advertiserToken, agencyToken, callJson } from './test-helpers.ts';
import { startMockBackend } from './test-helpers.ts';

startMockBackend();

interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
interface Player {
  id: number;
  latitude: number;
  longitude: number;
  type_name: string;
  city_name: string;
  price: string;
  photo: string | null;
  venue: string;
  is_transition: boolean;
  ots: number;
}

const MOSCOW_CENTRE = {
  right_top: { latitude: 55.8, longitude: 37.7 },
  left_bottom: { latitude: 55.7, longitude: 37.5 },
};
const base = { type_names: [], publisher_names: [], photo: 'all', exclude_ids: [], city_names: [] };

const list = (token: string, body: object, query = '?page=1') =>
  callJson<Page<Player>>(`${paths.players.list}${query}`, { token, json: { ...base, ...body } });

describe('players', () => {
  it('filters by bounding box and pages with count, next and previous', async () => {
    const token = agencyToken();
    const first = await list(token, MOSCOW_CENTRE, '?page=1&page_size=50');
    expect(first.status).toBe(200);
    expect(first.body.count).toBeGreaterThan(100);
    expect(first.body.results).toHaveLength(50);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toContain('page=2');
    for (const p of first.body.results) {
      expect(p.latitude).toBeGreaterThanOrEqual(55.7);
      expect(p.latitude).toBeLessThanOrEqual(55.8);
      expect(p.longitude).toBeGreaterThanOrEqual(37.5);
      expect(p.longitude).toBeLessThanOrEqual(37.7);
      // Decimals travel as strings, as DRF sends them.
      expect(p.price).toMatch(/^\d+\.\d{2}$/);
    }
    const second = await list(token, MOSCOW_CENTRE, '?page=2&page_size=50');
    expect(second.body.previous).toContain('page=1');
    expect(second.body.results[0]?.id).not.toBe(first.body.results[0]?.id);
    const past = await list(token, MOSCOW_CENTRE, '?page=999&page_size=50');
    expect(past.status).toBe(404);
    const bad = await list(token, MOSCOW_CENTRE, '?page=0');
    expect(bad).toEqual({
      status: 400,
      body: { detail: 'Номер страницы должен быть целым положительным числом.' },
    });
  });

  it('applies every filter of the spec', async () => {
    const token = agencyToken();
    const all = getPlayers();
    const check = async (body: object, predicate: (p: Player) => boolean, expected: number) => {
      const { body: page } = await list(token, body, '?page=1&page_size=5000');
      expect(page.count).toBe(expected);
      expect(page.results.every(predicate)).toBe(true);
    };
    await check(
      { type_names: ['CB', 'RB'] },
      (p) => ['CB', 'RB'].includes(p.type_name),
      all.filter((p) => ['CB', 'RB'].includes(p.type_name)).length,
    );
    await check(
      { city_names: ['Казань'] },
      (p) => p.city_name === 'Казань',
      all.filter((p) => p.city_name === 'Казань').length,
    );
    await check(
      { city_names: ['Казань'], photo: 'yes' },
      (p) => p.photo !== null,
      all.filter((p) => p.city_name === 'Казань' && p.photo).length,
    );
    await check(
      { city_names: ['Самара'], venue: 'indoor' },
      (p) => p.venue === 'indoor',
      all.filter((p) => p.city_name === 'Самара' && p.venue === 'indoor').length,
    );
    await check(
      { city_names: ['Уфа'], is_transition: true },
      (p) => p.is_transition,
      all.filter((p) => p.city_name === 'Уфа' && p.is_transition).length,
    );
    await check(
      { city_names: ['Воронеж'], ots_from: 100, ots_to: 300, price_from: 10, price_to: 30 },
      (p) => p.ots >= 100 && p.ots <= 300 && Number(p.price) >= 10 && Number(p.price) <= 30,
      all.filter(
        (p) =>
          p.city_name === 'Воронеж' &&
          p.ots >= 100 &&
          p.ots <= 300 &&
          p.price_kop >= 1000 &&
          p.price_kop <= 3000,
      ).length,
    );
    await check(
      { city_names: ['Воронеж'], grp_from: 0.01 },
      () => true,
      all.filter((p) => p.city_name === 'Воронеж' && p.grp >= 0.01).length,
    );
    const excluded = all
      .filter((p) => p.city_name === 'Воронеж')
      .slice(0, 3)
      .map((p) => p.id);
    await check(
      { city_names: ['Воронеж'], exclude_ids: excluded },
      (p) => !excluded.includes(p.id),
      all.filter((p) => p.city_name === 'Воронеж').length - 3,
    );
  });

  it('answers the dictionaries', async () => {
    const token = agencyToken();
    const types = await callJson<{ id: number; name: string }[]>(paths.players.types, { token });
    expect(types.body.map((t) => t.name)).toEqual(expect.arrayContaining(['CB', 'RB']));
    const cities = await callJson<{ name: string }[]>(`${paths.players.cities}?search=санкт`, {
      token,
    });
    expect(cities.body).toEqual([{ id: 2, name: 'Санкт-Петербург' }]);
    const publishers = await callJson<unknown[]>(paths.players.publishers, { token });
    expect(publishers.body.length).toBeGreaterThan(5);
    const simple = await callJson<{ id: number; latitude: number }[]>(
      `${paths.players.simple}?ids=1,2,3`,
      { token },
    );
    expect(simple.body.map((p) => p.id)).toEqual([1, 2, 3]);
    expect((await callJson(paths.players.types)).status).toBe(401);
  });

  it('creates, reads, updates and deletes geo plans per user', async () => {
    const token = agencyToken();
    const before = await callJson<{ id: number }[]>(paths.players.geoplans, { token });
    const created = await callJson<{ id: number; name: string; players: number[] }>(
      paths.players.geoplans,
      {
        token,
        json: { name: 'Мой план', players: [5, 3, 3] },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.players).toEqual([3, 5]);
    const id = created.body.id;
    expect((await callJson<unknown[]>(paths.players.geoplans, { token })).body).toHaveLength(
      before.body.length + 1,
    );
    const found = await callJson<{ name: string }[]>(`${paths.players.geoplans}?search=мой`, {
      token,
    });
    expect(found.body.map((plan) => plan.name)).toEqual(['Мой план']);
    // Another user sees none of it.
    const other = advertiserToken();
    expect(
      (await callJson<{ id: number }[]>(paths.players.geoplans, { token: other })).body.some(
        (p) => p.id === id,
      ),
    ).toBe(false);
    expect(
      (
        await callJson(paths.players.geoplan(id), {
          method: 'PUT',
          token: other,
          json: { name: 'x', players: [1] },
        })
      ).status,
    ).toBe(404);
    const updated = await callJson<{ name: string }>(paths.players.geoplan(id), {
      method: 'PUT',
      token,
      json: { name: 'Новое', players: [7] },
    });
    expect(updated.body.name).toBe('Новое');
    expect(
      (await callJson(paths.players.geoplans, { token, json: { name: '', players: [1] } })).status,
    ).toBe(400);
    expect((await callJson(paths.players.geoplan(id), { method: 'DELETE', token })).status).toBe(
      204,
    );
    expect((await callJson(paths.players.geoplan(id), { method: 'DELETE', token })).status).toBe(
      404,
    );
  });
});
