import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEYS } from '../client/session.ts';
import type { Api } from '../create-api.ts';
import { paths } from '../paths.ts';
import { runCallCases, type CallCase } from '../test-utils/call-cases.ts';
import { validAccess, validRefresh } from '../test-utils/jwt.ts';
import { apiUrl, createTestClient, setupMswServer } from '../test-utils/setup.ts';
import { http } from 'msw';

const server = setupMswServer();
const tokens = () =>
  HttpResponse.json({ access_token: validAccess('new'), refresh_token: validRefresh('new') });

type AuthApi = Api['auth'];
/** Every auth call but refresh posts its argument as it is (auth.api.ts), to the path of its name. */
type PostedAsIs = Exclude<keyof typeof paths.auth, 'refresh'>;

/** The case of such a call: the literal is what the test passes and what the server must see. */
const postsAsIs = <K extends PostedAsIs>(
  name: string,
  call: K,
  body: Parameters<AuthApi[K]>[0],
  more: Pick<CallCase, 'response' | 'result'> = {},
): CallCase => ({
  name,
  method: 'post',
  path: paths.auth[call],
  call: (api) => (api.auth[call] as (body: Parameters<AuthApi[K]>[0]) => Promise<unknown>)(body),
  body,
  ...more,
});

/** The server answers `value` and the call resolves to it, unchanged. */
const answers = (value: object) => ({ response: () => HttpResponse.json(value), result: value });

describe('auth calls (no bearer: they run outside the session)', () => {
  const cases: CallCase[] = [
    postsAsIs(
      'signin',
      'signin',
      { email: 'a@b.ru', password: 'secret' },
      {
        response: tokens,
        result: { access_token: validAccess('new'), refresh_token: validRefresh('new') },
      },
    ),
    {
      name: 'refresh',
      method: 'post',
      path: paths.auth.refresh,
      call: (api) => api.auth.refresh('rt'),
      body: { refresh_token: 'rt' },
      response: tokens,
    },
    postsAsIs('signup', 'signup', {
      email: 'a@b.ru',
      phone: '79990000000',
      password: 'p',
      role: 2,
    }),
    postsAsIs('reset password mail', 'resetPasswordMail', { email: 'a@b.ru' }),
    postsAsIs('reset token valid', 'resetTokenValid', { token: 'tok' }, answers({ valid: true })),
    postsAsIs('exchange token', 'exchangeToken', { token: 'one-time' }, { response: tokens }),
    postsAsIs('reset password', 'resetPassword', { token: 'tok', password: 'new' }),
    postsAsIs('email valid', 'emailValid', { email: 'a@b.ru' }),
    postsAsIs(
      'phone valid (keeps the phone a string)',
      'phoneValid',
      { phone: '79990000000' },
      answers({ valid: true, phone: '79990000000' }),
    ),
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

  it('a manual logout (no call in the spec) clears both tokens', () => {
    const { api, storage } = createTestClient();
    storage.setItem(TOKEN_KEYS.access, validAccess());
    storage.setItem(TOKEN_KEYS.refresh, validRefresh());
    api.session.logout('manual');
    expect(storage.getItem(TOKEN_KEYS.access)).toBeNull();
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBeNull();
  });
});
