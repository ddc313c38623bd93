import { describe, expect, it } from 'vitest';
import type { ColumnDef } from '@tanstack/react-table';
import { ariaSortOf, hasMobileRole, headerText, pageSizeChoices, sortOptions } from './columns';

type Row = { name: string };

describe('headerText', () => {
  const named = (columnDef: ColumnDef<Row, unknown>) => headerText({ id: 'name', columnDef });

  it('uses a string header and falls back to the column id', () => {
    expect(named({ accessorKey: 'name', header: 'Название' })).toBe('Название');
    expect(named({ accessorKey: 'name', header: () => 'Название' })).toBe('name');
    expect(named({ accessorKey: 'name' })).toBe('name');
  });
});

describe('hasMobileRole', () => {
  const title: ColumnDef<Row, unknown> = { id: 'name', meta: { mobile: 'title' } };
  const plain: ColumnDef<Row, unknown> = { id: 'note' };

  it('tells whether a column has any place in a card', () => {
    expect(hasMobileRole(title)).toBe(true);
    expect(hasMobileRole(plain)).toBe(false);
    expect(hasMobileRole({ id: 'x', meta: {} })).toBe(false);
  });

  it('matches one role exactly', () => {
    expect(hasMobileRole(title, 'title')).toBe(true);
    expect(hasMobileRole(title, 'figure')).toBe(false);
    expect(hasMobileRole(plain, 'badge')).toBe(false);
  });
});

describe('ariaSortOf', () => {
  it('gives no aria-sort to a column that cannot sort', () => {
    expect(ariaSortOf(false, false)).toBeUndefined();
    expect(ariaSortOf(false, 'asc')).toBeUndefined();
  });

  it('says none, ascending or descending for a sortable one', () => {
    expect(ariaSortOf(true, false)).toBe('none');
    expect(ariaSortOf(true, 'asc')).toBe('ascending');
    expect(ariaSortOf(true, 'desc')).toBe('descending');
  });
});

describe('sortOptions', () => {
  it('offers the default order, then each column ascending and descending', () => {
    expect(sortOptions([{ id: 'budget', label: 'Бюджет' }])).toEqual([
      { value: '', label: 'По умолчанию' },
      { value: 'budget', label: 'Бюджет: по возрастанию' },
      { value: '-budget', label: 'Бюджет: по убыванию' },
    ]);
  });

  it('offers only the default without sortable columns', () => {
    expect(sortOptions([])).toEqual([{ value: '', label: 'По умолчанию' }]);
  });
});

describe('pageSizeChoices', () => {
  it('keeps the list when it has the current size', () => {
    const options = [10, 20, 50];
    expect(pageSizeChoices(options, 20)).toBe(options);
  });

  it('adds a missing current size in order without changing the list given', () => {
    const options = [10, 20, 50];
    expect(pageSizeChoices(options, 25)).toEqual([10, 20, 25, 50]);
    expect(pageSizeChoices(options, 5)).toEqual([5, 10, 20, 50]);
    expect(options).toEqual([10, 20, 50]);
  });
});
