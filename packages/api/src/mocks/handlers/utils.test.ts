import { describe, expect, it } from 'vitest';
import { listAnswer } from './utils.ts';

const rows = [
  { id: 1, name: 'Б' },
  { id: 2, name: 'А' },
  { id: 3, name: 'В' },
];
const list = {
  fields: {
    id: (row: (typeof rows)[number]) => row.id,
    name: (row: (typeof rows)[number]) => row.name,
  },
  pageSize: 2,
  maxPageSize: 100,
  serialize: (row: (typeof rows)[number]) => ({ id: String(row.id), name: row.name }),
};

describe('listAnswer', () => {
  it('sorts by the ordering, pages by the query and serialises each row', async () => {
    const url = new URL('http://localhost/api/v2/x/?page=1');
    const response = listAnswer(url, rows, { ...list, ordering: 'name' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      count: 3,
      next: 'http://localhost/api/v2/x/?page=2',
      previous: null,
      results: [
        { id: '2', name: 'А' },
        { id: '1', name: 'Б' },
      ],
    });
  });

  it('pages by 10 unless told otherwise', async () => {
    const many = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: '' }));
    const { pageSize: _size, maxPageSize: _max, ...defaults } = list;
    const body = (await listAnswer(new URL('http://localhost/'), many, {
      ...defaults,
      ordering: null,
    }).json()) as { count: number; results: unknown[] };
    expect(body).toMatchObject({ count: 25 });
    expect(body.results).toHaveLength(10);
  });

  it('keeps the rows in place for an unknown ordering and honours pageSize up to the maximum', async () => {
    const url = new URL('http://localhost/api/v2/x/?pageSize=500');
    const body = (await listAnswer(url, rows, {
      ...list,
      ordering: 'nope',
      maxPageSize: 2,
    }).json()) as {
      results: { id: string }[];
    };
    expect(body.results.map((row) => row.id)).toEqual(['1', '2']);
    const descending = (await listAnswer(new URL('http://localhost/'), rows, {
      ...list,
      ordering: '-id',
      pageSize: 10,
    }).json()) as { results: { id: string }[] };
    expect(descending.results.map((row) => row.id)).toEqual(['3', '2', '1']);
  });
});
