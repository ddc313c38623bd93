import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { validAccess, validRefresh } from '../test-utils/jwt.ts';
import { createTestClient } from '../test-utils/setup.ts';
import { clearQueriesOnLogout } from './query-helpers.ts';

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
