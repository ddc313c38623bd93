import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../client/adapters.ts';
import { TOKEN_KEYS } from '../client/session.ts';
import { paths } from '../paths.ts';
import { runCallCases } from '../test-utils/call-cases.ts';
import { expiredAccess, validRefresh } from '../test-utils/jwt.ts';
import { apiUrl, createTestClient, setupMswServer } from '../test-utils/setup.ts';
import type { ShareLink } from './shared.types.ts';

const server = setupMswServer();
const link: ShareLink = { apiuid: '77', apitoken: 'pub-token' };
/** The share headers instead of the user's bearer (the test client is logged in). */
const shared = { authorization: 'Token pub-token', headers: { Adv: '77' } };

describe('shared campaign calls', () => {
  runCallCases(server, [
    {
      name: 'root',
      method: 'get',
      path: paths.shared.root(77),
      call: (api) => api.shared.get(link),
      ...shared,
    },
    {
      name: 'videos',
      method: 'get',
      path: paths.shared.videos(77),
      call: (api) => api.shared.videos(link),
      ...shared,
    },
    {
      name: 'video stats',
      method: 'post',
      path: paths.shared.videoStats(77),
      call: (api) => api.shared.videoStats(link, { date_from: '2026-01-01' }),
      body: { date_from: '2026-01-01' },
      ...shared,
    },
    {
      name: 'player stat',
      method: 'get',
      path: paths.shared.playerStat(77),
      call: (api) => api.shared.playerStat(link, { page: 2, ordering: 'name' }),
      query: { page: '2', ordering: 'name' },
      ...shared,
    },
    {
      name: 'export report with email',
      method: 'get',
      path: paths.shared.exportReport(77),
      call: (api) => api.shared.exportReport(link, { email: 'boss@ya.ru' }),
      query: { email: 'boss@ya.ru' },
      response: () => new HttpResponse(null, { status: 200 }),
      ...shared,
    },
    {
      name: 'export advertiser report (file)',
      method: 'post',
      path: paths.shared.exportAdvReport(77),
      call: async (api) => (await api.shared.exportAdvReport(link, {})).filename,
      body: {},
      response: () =>
        new HttpResponse('bin', {
          headers: { 'content-disposition': 'attachment; filename="shared.xlsx"' },
        }),
      result: 'shared.xlsx',
      ...shared,
    },
    {
      name: 'daily stat',
      method: 'get',
      path: paths.shared.dailyStat(77),
      call: (api) => api.shared.dailyStat(link, { date_from: '2026-01-01' }),
      query: { date_from: '2026-01-01' },
      ...shared,
    },
  ]);
});

describe('shared calls and the session', () => {
  it('never refresh the user session and a 401 logs nobody out', async () => {
    const refresh = vi.fn(() => HttpResponse.json({}));
    server.use(
      http.post(apiUrl(paths.auth.refresh), refresh),
      http.get(apiUrl(paths.shared.root(77)), () =>
        HttpResponse.json({ detail: 'Ссылка устарела' }, { status: 401 }),
      ),
    );
    const storage = createMemoryStorage({
      [TOKEN_KEYS.access]: expiredAccess(),
      [TOKEN_KEYS.refresh]: validRefresh(),
    });
    const onLogout = vi.fn();
    const { api, notifications } = createTestClient({ storage, onLogout });
    await expect(api.shared.get(link)).rejects.toThrow();
    expect(refresh).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBe(validRefresh());
    expect(notifications.map((n) => n.message)).toEqual(['Ссылка устарела']);
  });
});
