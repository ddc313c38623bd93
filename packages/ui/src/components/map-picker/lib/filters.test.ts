import { describe, expect, it } from 'vitest';
import { generateFixturePlayers } from '../map-picker.fixtures';
import type { MapPlayer, MapPlayerFilters } from '../map-picker.types';
import {
  countActiveFilters,
  countMatching,
  createPlayerPredicate,
  expandTypeNames,
  facetCounts,
  filtersKey,
  normalizeFilters,
  sumPlayers,
} from './filters';

const base: MapPlayer = {
  id: 1,
  address: 'г. Москва, ул. Тестовая, д. 1',
  city_name: 'Москва',
  type_name: 'CB',
  publisher_name: 'Постер Плюс',
  latitude: 55.75,
  longitude: 37.62,
  photo: null,
  venue: 'outdoor',
  is_transition: false,
  ots: 100,
  grp: 0.5,
  price: 1000,
};

describe('player filters', () => {
  it('adds RB when CB is chosen (spec §5)', () => {
    expect(expandTypeNames(['CB'])).toEqual(new Set(['CB', 'RB']));
    expect(expandTypeNames(['BB'])).toEqual(new Set(['BB']));
    expect(expandTypeNames([])).toBeNull();
    expect(createPlayerPredicate({ typeNames: ['CB'] })({ ...base, type_name: 'RB' })).toBe(true);
    expect(createPlayerPredicate({ typeNames: ['RB'] })({ ...base, type_name: 'CB' })).toBe(false);
  });

  it('filters venue only when exactly one of outdoor / indoor is set', () => {
    const indoor = { ...base, venue: 'indoor' as const };
    expect(createPlayerPredicate({ outdoor: true })(indoor)).toBe(false);
    expect(createPlayerPredicate({ indoor: true })(indoor)).toBe(true);
    expect(createPlayerPredicate({ indoor: true, outdoor: true })(indoor)).toBe(true);
    expect(createPlayerPredicate({})(indoor)).toBe(true);
  });

  it('applies photo, transit, lists and numeric ranges; non-numbers do not filter', () => {
    expect(createPlayerPredicate({ hasPhoto: true })(base)).toBe(false);
    expect(createPlayerPredicate({ hasPhoto: true })({ ...base, photo: 'x.jpg' })).toBe(true);
    expect(createPlayerPredicate({ isTransit: true })(base)).toBe(false);
    expect(createPlayerPredicate({ cities: ['Казань'] })(base)).toBe(false);
    expect(createPlayerPredicate({ publisherNames: ['Постер Плюс'] })(base)).toBe(true);
    expect(createPlayerPredicate({ ots_from: 100, ots_to: 100 })(base)).toBe(true);
    expect(createPlayerPredicate({ ots_from: 101 })(base)).toBe(false);
    expect(createPlayerPredicate({ grp_to: 0.4 })(base)).toBe(false);
    expect(createPlayerPredicate({ price_from: null, price_to: Number.NaN })(base)).toBe(true);
    expect(createPlayerPredicate({ price_to: 999 })(base)).toBe(false);
  });

  it('normalises filters into stable keys and counts filter groups', () => {
    expect(
      normalizeFilters({ typeNames: [], hasPhoto: false, ots_from: null, cities: ['Б', 'А'] }),
    ).toEqual({
      cities: ['А', 'Б'],
    });
    expect(filtersKey({ cities: ['Б', 'А'], ots_to: 5 })).toBe(
      filtersKey({ ots_to: 5, cities: ['А', 'Б'] }),
    );
    expect(filtersKey({})).toBe(filtersKey({ typeNames: [], grp_from: null }));
    expect(
      countActiveFilters({
        outdoor: true,
        indoor: true,
        ots_from: 1,
        ots_to: 2,
        typeNames: ['BB'],
      }),
    ).toBe(3);
  });

  it('leaves a player whose figure is unknown out of every range on that figure', () => {
    const [player] = generateFixturePlayers(1);
    if (!player) throw new Error('no fixture player');
    const unknown = { ...player, ots: null, venue: null };
    expect(createPlayerPredicate({ ots_from: 0 })(unknown)).toBe(false);
    expect(createPlayerPredicate({ outdoor: true })(unknown)).toBe(false);
    expect(createPlayerPredicate({})(unknown)).toBe(true);
  });

  it('counts and sums what matches, optionally inside bounds', () => {
    const players = generateFixturePlayers(500);
    const metro = countMatching(players, { typeNames: ['METRO'] });
    expect(metro.count).toBe(players.filter((p) => p.type_name === 'METRO').length);
    const all = sumPlayers(players);
    expect(all.count).toBe(500);
    expect(all.price).toBeCloseTo(
      players.reduce((s, p) => s + (p.price ?? 0), 0),
      6,
    );
    // One unknown figure makes its sum unknown, not smaller.
    const [first, ...rest] = players;
    expect(first && sumPlayers([{ ...first, price: null }, ...rest]).price).toBeNull();
    expect(first && sumPlayers([{ ...first, ots: null }]).ots).toBeNull();
    const moscow = countMatching(players, {}, { south: 55.4, north: 56.1, west: 37.0, east: 38.2 });
    expect(moscow.count).toBe(players.filter((p) => p.city_name === 'Москва').length);
  });
});

describe('facet counts', () => {
  const players = generateFixturePlayers(3000);
  const brute = (filters: MapPlayerFilters) => countMatching(players, filters).count;

  it('counts, per option, what ticking it would show', () => {
    const filters: MapPlayerFilters = {
      typeNames: ['METRO'],
      cities: ['Москва'],
      hasPhoto: true,
      price_from: 1000,
    };
    const facets = facetCounts(players, filters);
    expect(facets.total).toBe(brute(filters));
    // Ticking another type widens the type group only.
    expect(facets.typeNames.get('BB')).toBe(brute({ ...filters, typeNames: ['BB'] }));
    expect(facets.typeNames.get('METRO')).toBe(facets.total);
    // CB brings RB along (spec §5).
    expect(facets.typeNames.get('CB')).toBe(brute({ ...filters, typeNames: ['CB'] }));
    expect(facets.cities.get('Казань')).toBe(brute({ ...filters, cities: ['Казань'] }));
    expect(facets.publisherNames.get('Трансмедиа')).toBe(
      brute({ ...filters, publisherNames: ['Трансмедиа'] }),
    );
    expect(facets.hasPhoto).toBe(facets.total);
    expect(facets.indoor).toBe(brute({ ...filters, indoor: true }));
    expect(facets.outdoor).toBe(brute({ ...filters, outdoor: true }));
    expect(facets.isTransit).toBe(brute({ ...filters, isTransit: true }));
  });

  it('counts everything with no filters, and only the players kept', () => {
    const facets = facetCounts(players, {});
    expect(facets.total).toBe(3000);
    // CB's number holds RB's too (ticking CB shows both).
    const typeSum = [...facets.typeNames.values()].reduce((n, v) => n + v, 0);
    expect(typeSum - (facets.typeNames.get('RB') ?? 0)).toBe(3000);
    expect(facets.hasPhoto).toBe(players.filter((p) => p.photo).length);
    expect(facets.outdoor + facets.indoor).toBe(3000);
    const moscowOnly = facetCounts(players, {}, (p) => p.city_name === 'Москва');
    expect(moscowOnly.total).toBe(brute({ cities: ['Москва'] }));
    expect(moscowOnly.cities.get('Казань')).toBeUndefined();
  });

  it('sums to the same total whatever order the pages of players arrived in', () => {
    // Float sums of these depend on the order: 0.1 + 0.2 + 0.3 + 0.4 is 1, 0.2 + 0.3 + 0.4 + 0.1 is
    // 0.9999999999999999 (which a whole-number display shows as 1 or, next to a half, one less).
    const figures = [0.1, 0.2, 0.3, 0.4];
    const players = figures.map((ots, i) => ({ ...base, id: i + 1, ots, grp: ots, price: ots }));
    const totals = new Set<number | null>();
    for (let shift = 0; shift < players.length; shift++) {
      const order = [...players.slice(shift), ...players.slice(0, shift)];
      totals.add(sumPlayers(order).ots);
      totals.add(sumPlayers(order.reverse()).ots);
    }
    expect([...totals]).toEqual([1]);
  });
});
