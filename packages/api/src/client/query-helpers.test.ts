import { keepPreviousData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CallOptions } from '../common.types.ts';
import { validAccess, validRefresh } from '../test-utils/jwt.ts';
import { createTestClient } from '../test-utils/setup.ts';
import { apiQuery, clearQueriesOnLogout, listQuery, type QueryExtras } from './query-helpers.ts';

describe('clearQueriesOnLogout', () => {
  it('drops the cache when the session ends and not before', () => {
    const { client } = createTestClient();
    client.session.setTokens({ access_token: validAccess(), refresh_token: validRefresh() });
    const queryClient = new QueryClient();
    const stop = clearQueriesOnLogout(client.session, queryClient);
    queryClient.setQueryData(['user', 'me'], { id: 1 });
    client.session.setTokens({ access_token: validAccess('2'), refresh_token: validRefresh('2') });
    expect(queryClient.getQueryData(['user', 'me'])).toEqual({ id: 1 });
    client.session.logout('unauthorized');
    expect(queryClient.getQueryData(['user', 'me'])).toBeUndefined();
    stop();
  });
});

describe('apiQuery', () => {
  it('hands the query signal to the fetcher, and silent only when asked', async () => {
    const calls: CallOptions[] = [];
    const fetch = (call: CallOptions) => {
      calls.push(call);
      return Promise.resolve(1);
    };
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(apiQuery(['a'], fetch));
    await queryClient.fetchQuery(apiQuery(['b'], fetch, { silent: true }));
    expect(calls[0]).toEqual({ signal: expect.any(AbortSignal) });
    expect(calls[1]).toEqual({ signal: expect.any(AbortSignal), silent: true });
  });

  it("keeps the key and lets the caller's extras win over the domain's defaults", () => {
    const retry = () => false;
    const extras: QueryExtras = { enabled: false, retry };
    const options = apiQuery(['a', 1], () => Promise.resolve(1), {
      staleTime: 5,
      enabled: true,
      ...extras,
    });
    expect(options.queryKey).toEqual(['a', 1]);
    expect(options).toMatchObject({ staleTime: 5, enabled: false, retry });
    expect(options).not.toHaveProperty('silent');
  });
});

describe('listQuery', () => {
  it('keeps the previous answer on screen, and takes extras', () => {
    const options = listQuery(['list', { page: 1 }], () => Promise.resolve([]), { enabled: false });
    expect(options.queryKey).toEqual(['list', { page: 1 }]);
    expect(options.placeholderData).toBe(keepPreviousData);
    expect(options.enabled).toBe(false);
  });
});
