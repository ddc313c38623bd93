import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEYS } from '../client/session.ts';
import { paths } from '../paths.ts';
import { runCallCases, type CallCase } from '../test-utils/call-cases.ts';
import { validAccess, validRefresh } from '../test-utils/jwt.ts';
import { apiUrl, createTestClient, setupMswServer } from '../test-utils/setup.ts';
import { http } from 'msw';

const server = setupMswServer();
const tokens = () =>
  HttpResponse.json({ access_token: validAccess('new'), refresh_token: validRefresh('new') });

describe('auth calls (no bearer: they run outside the session)', () => {
  const cases: CallCase[] = [
    {
      name: 'signin',
      method: 'post',
      path: paths.auth.signin,
      call: (api) => api.auth.signin({ email: 'a@b.ru', password: 'secret' }),
      body: { email: 'a@b.ru', password: 'secret' },
      response: tokens,
      result: { access_token: validAccess('new'), refresh_token: validRefresh('new') },
    },
    {
      name: 'refresh',
      method: 'post',
      path: paths.auth.refresh,
      call: (api) => api.auth.refresh('rt'),
      body: { refresh_token: 'rt' },
      response: tokens,
    },
    {
      name: 'signup',
      method: 'post',
      path: paths.auth.signup,
      call: (api) =>
        api.auth.signup({ email: 'a@b.ru', phone: '79990000000', password: 'p', role: 2 }),
      body: { email: 'a@b.ru', phone: '79990000000', password: 'p', role: 2 },
    },
    {
      name: 'reset password mail',
      method: 'post',
      path: paths.auth.resetPasswordMail,
      call: (api) => api.auth.resetPasswordMail({ email: 'a@b.ru' }),
      body: { email: 'a@b.ru' },
    },
    {
      name: 'reset token valid',
      method: 'post',
      path: paths.auth.resetTokenValid,
      call: (api) => api.auth.resetTokenValid({ token: 'tok' }),
      body: { token: 'tok' },
      response: () => HttpResponse.json({ valid: true }),
      result: { valid: true },
    },
    {
      name: 'exchange token',
      method: 'post',
      path: paths.auth.exchangeToken,
      call: (api) => api.auth.exchangeToken({ token: 'one-time' }),
      body: { token: 'one-time' },
      response: tokens,
    },
    {
      name: 'reset password',
      method: 'post',
      path: paths.auth.resetPassword,
      call: (api) => api.auth.resetPassword({ token: 'tok', password: 'new' }),
      body: { token: 'tok', password: 'new' },
    },
    {
      name: 'email valid',
      method: 'post',
      path: paths.auth.emailValid,
      call: (api) => api.auth.emailValid({ email: 'a@b.ru' }),
      body: { email: 'a@b.ru' },
    },
    {
      name: 'phone valid (keeps the phone a string)',
      method: 'post',
      path: paths.auth.phoneValid,
      call: (api) => api.auth.phoneValid({ phone: '79990000000' }),
      body: { phone: '79990000000' },
      response: () => HttpResponse.json({ valid: true, phone: '79990000000' }),
      result: { valid: true, phone: '79990000000' },
    },
  ];
  runCallCases(
    server,
    cases.map((testCase) => ({ ...testCase, authorization: null })),
  );
});

describe('session side effects', () => {
  it('signin stores both tokens and logs the user in', async () => {
    server.use(http.post(apiUrl(paths.auth.signin), tokens));
    const { api, storage, client } = createTestClient();
    expect(client.session.isLoggedIn()).toBe(false);
    await api.auth.signin({ email: 'a@b.ru', password: 'x' });
    expect(storage.getItem(TOKEN_KEYS.access)).toBe(validAccess('new'));
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBe(validRefresh('new'));
    expect(client.session.isLoggedIn()).toBe(true);
  });

  it('a failed signin shows the server detail and stores nothing', async () => {
    server.use(
      http.post(apiUrl(paths.auth.signin), () =>
        HttpResponse.json({ detail: 'Неверный пароль' }, { status: 401 }),
      ),
    );
    const { api, storage, notifications } = createTestClient();
    await expect(api.auth.signin({ email: 'a@b.ru', password: 'x' })).rejects.toThrow();
    expect(storage.getItem(TOKEN_KEYS.access)).toBeNull();
    expect(notifications.map((n) => n.message)).toEqual(['Неверный пароль']);
  });

  it('logout clears both tokens', () => {
    const { api, storage } = createTestClient();
    storage.setItem(TOKEN_KEYS.access, validAccess());
    storage.setItem(TOKEN_KEYS.refresh, validRefresh());
    api.auth.logout();
    expect(storage.getItem(TOKEN_KEYS.access)).toBeNull();
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBeNull();
  });
});
