import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { orderingToSorting, sortingToOrdering } from './ordering';

describe('ordering', () => {
  it('reads ascending, descending and several fields', () => {
    expect(orderingToSorting('name')).toEqual([{ id: 'name', desc: false }]);
    expect(orderingToSorting('-start_date')).toEqual([{ id: 'start_date', desc: true }]);
    expect(orderingToSorting('status,-budget')).toEqual([
      { id: 'status', desc: false },
      { id: 'budget', desc: true },
    ]);
  });

  it('treats empty values as the default order', () => {
    expect(orderingToSorting(undefined)).toEqual([]);
    expect(orderingToSorting('')).toEqual([]);
    expect(orderingToSorting('-')).toEqual([]);
    expect(sortingToOrdering([])).toBeUndefined();
  });

  it('writes what it reads', () => {
    const field = fc.stringMatching(/^[a-z][a-z_]{0,15}$/);
    fc.assert(
      fc.property(fc.array(fc.record({ id: field, desc: fc.boolean() }), { minLength: 1 }), (s) => {
        expect(orderingToSorting(sortingToOrdering(s))).toEqual(s);
      }),
    );
  });
});
