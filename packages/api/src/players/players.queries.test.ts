import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { apiUrl, createTestClient, setupMswServer } from '../test-utils/setup.ts';
import { playerKeys, playerQueries } from './players.queries.ts';

const server = setupMswServer();

describe('player dictionaries', () => {
  it('ask their own path with the params, under their own key, fresh for five minutes', async () => {
    const asked: string[] = [];
    for (const path of [paths.players.types, paths.players.cities]) {
      server.use(
        http.get(apiUrl(path), ({ request }) => {
          const url = new URL(request.url);
          asked.push(`${url.pathname}${url.search}`);
          return HttpResponse.json([]);
        }),
      );
    }
    const { api } = createTestClient();
    const client = new QueryClient();
    const types = playerQueries.types(api, { search: 'led' });
    expect(types.queryKey).toEqual(playerKeys.types({ search: 'led' }));
    expect(types.staleTime).toBe(5 * 60_000);
    expect(playerQueries.cities(api).queryKey).toEqual(['players', 'cities', {}]);
    await client.fetchQuery(types);
    await client.fetchQuery(playerQueries.cities(api));
    expect(asked).toEqual(['/api/v2/player/types/?search=led', '/api/v2/player/cities/']);
  });

  it('take the extras over their defaults, the key unchanged', () => {
    const { api } = createTestClient();
    const options = playerQueries.publishers(api, {}, { enabled: false, retry: false });
    expect(options.queryKey).toEqual(playerKeys.publishers({}));
    expect(options).toMatchObject({ enabled: false, retry: false, staleTime: 5 * 60_000 });
  });
});
