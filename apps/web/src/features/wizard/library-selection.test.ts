import { describe, expect, it } from 'vitest';
import { LIBRARY_PAGE_SIZE, libraryParams, togglePick } from './library-selection';

describe('libraryParams', () => {
  it('asks for the newest videos first, a page of the picker at a time', () => {
    expect(libraryParams(2, '')).toEqual({
      page: 2,
      pageSize: LIBRARY_PAGE_SIZE,
      ordering: '-created_at',
    });
  });

  it('sends the search only when one is typed', () => {
    expect(libraryParams(1, 'лето')).toMatchObject({ page: 1, search: 'лето' });
    expect(libraryParams(1, '')).not.toHaveProperty('search');
  });
});

describe('togglePick', () => {
  it('adds a ticked video after the ones picked before', () => {
    expect(togglePick([3], 7, true)).toEqual([3, 7]);
  });

  it('drops an unticked video and keeps the rest', () => {
    expect(togglePick([3, 7, 9], 7, false)).toEqual([3, 9]);
  });

  it('treats an indeterminate box as not picked', () => {
    expect(togglePick([7], 7, 'indeterminate')).toEqual([]);
  });
});
