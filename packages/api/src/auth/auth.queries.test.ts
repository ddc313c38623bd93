import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { apiUrl, createTestClient, setupMswServer } from '../test-utils/setup.ts';
import { authKeys, authQueries } from './auth.queries.ts';

const server = setupMswServer();

describe('authQueries.resetToken', () => {
  it('asks reset_token_valid once for the token, under its key', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(apiUrl(paths.auth.resetTokenValid), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ valid: false });
      }),
    );
    const { api } = createTestClient();
    const options = authQueries.resetToken(api, 'abc');
    expect(options.queryKey).toEqual(authKeys.resetToken('abc'));
    expect(options).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false });
    await expect(new QueryClient().fetchQuery(options)).resolves.toMatchObject({ valid: false });
    expect(bodies).toEqual([{ token: 'abc' }]);
  });

  it('takes the screen extras: silent, enabled, retry', async () => {
    server.use(
      http.post(apiUrl(paths.auth.resetTokenValid), () =>
        HttpResponse.json({ detail: 'Неверный токен' }, { status: 400 }),
      ),
    );
    const { api, notifications } = createTestClient();
    const options = authQueries.resetToken(api, 'abc', {
      silent: true,
      enabled: true,
      retry: false,
    });
    expect(options).toMatchObject({ enabled: true, retry: false });
    await expect(new QueryClient().fetchQuery(options)).rejects.toThrow();
    expect(notifications).toEqual([]);
  });
});
