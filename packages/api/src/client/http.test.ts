import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../paths.ts';
import { expiredAccess, expiredRefresh, validAccess, validRefresh } from '../test-utils/jwt.ts';
import { apiUrl, createTestClient, setupMswServer } from '../test-utils/setup.ts';
import { createMemoryStorage } from './adapters.ts';
import { errorMessages, fieldErrorsOf, SessionExpiredError, TOAST_DURATION_MS } from './errors.ts';
import { TOKEN_KEYS } from './session.ts';
import { sampleOrganization, sampleUser } from '../contract/samples.ts';

const server = setupMswServer();

const storageWith = (access?: string, refresh?: string) => {
  const storage = createMemoryStorage();
  if (access) storage.setItem(TOKEN_KEYS.access, access);
  if (refresh) storage.setItem(TOKEN_KEYS.refresh, refresh);
  return storage;
};

describe('bearer', () => {
  it('sends the stored access token on every call', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get(apiUrl(paths.user.me), ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return HttpResponse.json({ ...sampleUser, id: 1 });
      }),
    );
    const { api } = createTestClient({ storage: storageWith(validAccess(), validRefresh()) });
    await api.user.getMe();
    await api.user.getMe();
    expect(seen).toEqual([`Bearer ${validAccess()}`, `Bearer ${validAccess()}`]);
  });

  it('sends no Authorization header without a session', async () => {
    let header: string | null = 'unset';
    server.use(
      http.get(apiUrl(paths.user.me), ({ request }) => {
        header = request.headers.get('authorization');
        return HttpResponse.json({ ...sampleUser, id: 1 });
      }),
    );
    const { api } = createTestClient({ storage: storageWith(expiredAccess(), expiredRefresh()) });
    await api.user.getMe();
    expect(header).toBeNull();
  });

  it('honours a prefix given at build time', async () => {
    server.use(
      http.get('http://localhost/backend/v2/user/get_me/', () =>
        HttpResponse.json({ ...sampleUser, id: 2 }),
      ),
    );
    const { api } = createTestClient({ prefix: '/backend' });
    await expect(api.user.getMe()).resolves.toMatchObject({ id: 2 });
  });
});

describe('refresh before a request', () => {
  it('50 concurrent requests with an expired access token make exactly one refresh call', async () => {
    let refreshCalls = 0;
    const refreshBodies: unknown[] = [];
    const bearers = new Set<string | null>();
    server.use(
      http.post(apiUrl(paths.auth.refresh), async ({ request }) => {
        refreshCalls += 1;
        refreshBodies.push(await request.json());
        expect(request.headers.get('authorization')).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({
          access_token: validAccess('new'),
          refresh_token: validRefresh('new'),
        });
      }),
      http.get(apiUrl(paths.user.balance), ({ request }) => {
        bearers.add(request.headers.get('authorization'));
        return HttpResponse.json({ balance: '10', available_balance: '5' });
      }),
    );
    const storage = storageWith(expiredAccess(), validRefresh());
    const { api } = createTestClient({ storage });
    const results = await Promise.all(Array.from({ length: 50 }, () => api.user.getBalance()));
    expect(refreshCalls).toBe(1);
    expect(refreshBodies).toEqual([{ refresh_token: validRefresh() }]);
    expect([...bearers]).toEqual([`Bearer ${validAccess('new')}`]);
    expect(results).toHaveLength(50);
    expect(results[0]).toEqual({ balance: 10, available_balance: 5 });
    expect(storage.getItem(TOKEN_KEYS.access)).toBe(validAccess('new'));
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBe(validRefresh('new'));
  });

  it('a rejected refresh logs out, sends nothing else and shows no toast', async () => {
    const onLogout = vi.fn();
    server.use(
      http.post(apiUrl(paths.auth.refresh), () =>
        HttpResponse.json({ detail: 'Token is invalid' }, { status: 401 }),
      ),
    );
    const storage = storageWith(expiredAccess(), validRefresh());
    const { api, notifications } = createTestClient({ storage, onLogout });
    await expect(api.user.getMe()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(storage.getItem(TOKEN_KEYS.access)).toBeNull();
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBeNull();
    expect(onLogout).toHaveBeenCalledWith('refresh-rejected');
    expect(notifications).toEqual([]);
  });

  it('a refresh that fails on the network keeps both tokens', async () => {
    const onLogout = vi.fn();
    server.use(http.post(apiUrl(paths.auth.refresh), () => HttpResponse.error()));
    const storage = storageWith(expiredAccess(), validRefresh());
    const { api, notifications } = createTestClient({ storage, onLogout });
    await expect(api.user.getMe()).rejects.toThrow();
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBe(validRefresh());
    expect(onLogout).not.toHaveBeenCalled();
    expect(notifications.map((n) => n.message)).toEqual([errorMessages.generic]);
  });

  it('a refresh that fails with a server error keeps both tokens too', async () => {
    server.use(
      http.post(apiUrl(paths.auth.refresh), () => new HttpResponse(null, { status: 502 })),
    );
    const storage = storageWith(expiredAccess(), validRefresh());
    const { api } = createTestClient({ storage });
    await expect(api.user.getMe()).rejects.toThrow();
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBe(validRefresh());
  });
});

describe('401', () => {
  it('logs the user out, clears both tokens and notifies the app', async () => {
    const onLogout = vi.fn();
    server.use(
      http.get(apiUrl(paths.user.me), () =>
        HttpResponse.json({ detail: 'Нет доступа' }, { status: 401 }),
      ),
    );
    const storage = storageWith(validAccess(), validRefresh());
    const { api, client } = createTestClient({ storage, onLogout });
    await expect(api.user.getMe()).rejects.toThrow();
    expect(storage.getItem(TOKEN_KEYS.access)).toBeNull();
    expect(storage.getItem(TOKEN_KEYS.refresh)).toBeNull();
    expect(client.session.isLoggedIn()).toBe(false);
    expect(onLogout).toHaveBeenCalledWith('unauthorized');
  });
});

describe('error toasts (spec §8)', () => {
  const failWith = (response: () => Response) =>
    server.use(http.get(apiUrl(paths.user.me), response));

  it('offline: «Нет подключение к интернету», one toast for a burst', async () => {
    failWith(() => HttpResponse.error());
    const { api, notifications, online } = createTestClient();
    online.value = false;
    await expect(api.user.getMe()).rejects.toThrow();
    expect(notifications).toMatchObject([
      { message: 'Нет подключение к интернету', id: 'offline', duration: 4000 },
    ]);
  });

  it('no response while online: the generic text', async () => {
    failWith(() => HttpResponse.error());
    const { api, notifications } = createTestClient();
    await expect(api.user.getMe()).rejects.toThrow();
    expect(notifications).toMatchObject([
      { message: 'Что-то пошло не так', duration: TOAST_DURATION_MS },
    ]);
  });

  it.each([
    ['detail', { detail: 'Кампания не найдена' }, 'Кампания не найдена'],
    ['detail list', { detail: ['Неверная дата', 'Слишком рано'] }, 'Неверная дата Слишком рано'],
    ['error.message', { error: { message: 'Бюджет превышен' } }, 'Бюджет превышен'],
    ['message', { message: 'Недостаточно средств' }, 'Недостаточно средств'],
    ['nothing useful', { foo: 'bar' }, 'Что-то пошло не так'],
  ])('status ≥ 400 with %s', async (_name, body, expected) => {
    failWith(() => HttpResponse.json(body, { status: 400 }));
    const { api, notifications } = createTestClient();
    await expect(api.user.getMe()).rejects.toThrow();
    expect(notifications.map((n) => n.message)).toEqual([expected]);
  });

  it('an unreadable body gives the generic text', async () => {
    failWith(
      () =>
        new HttpResponse('<html>502</html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    const { api, notifications } = createTestClient();
    await expect(api.user.getMe()).rejects.toThrow();
    expect(notifications.map((n) => n.message)).toEqual(['Что-то пошло не так']);
  });

  it('broken JSON gives the generic text', async () => {
    failWith(
      () =>
        new HttpResponse('{"detail": ', {
          status: 500,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const { api, notifications } = createTestClient();
    await expect(api.user.getMe()).rejects.toThrow();
    expect(notifications.map((n) => n.message)).toEqual(['Что-то пошло не так']);
  });

  it('a call can opt out and handle its own errors', async () => {
    failWith(() => HttpResponse.json({ detail: 'x' }, { status: 400 }));
    const { api, notifications } = createTestClient();
    await expect(api.user.getMe({ silent: true })).rejects.toThrow();
    expect(notifications).toEqual([]);
  });

  it('an aborted request shows nothing', async () => {
    server.use(
      http.get(apiUrl(paths.user.me), async () => {
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json({});
      }),
    );
    const { api, notifications } = createTestClient();
    const controller = new AbortController();
    const pending = api.user.getMe({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(notifications).toEqual([]);
  });

  it('the app can connect its notifier later', async () => {
    failWith(() => HttpResponse.json({ detail: 'Позже' }, { status: 400 }));
    const { api, client } = createTestClient({ notifier: undefined });
    const later = vi.fn();
    client.setNotifier({ error: later });
    await expect(api.user.getMe()).rejects.toThrow();
    expect(later).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Позже', duration: 4000 }),
    );
  });
});

describe('fieldErrorsOf', () => {
  it('reads DRF field errors of a 400 and ignores detail', async () => {
    server.use(
      http.put(apiUrl(paths.organization.update), () =>
        HttpResponse.json(
          {
            inn: ['Неверный ИНН', 'Проверьте контрольную сумму'],
            kpp: 'Нужен КПП',
            detail: 'Ошибка',
            other: [1],
          },
          { status: 400 },
        ),
      ),
    );
    const { api } = createTestClient();
    const error: unknown = await api.organization
      .updateMy({ org_type: 2 } as Parameters<typeof api.organization.updateMy>[0], {
        silent: true,
      })
      .catch((e: unknown) => e);
    expect(fieldErrorsOf(error)).toEqual({
      inn: 'Неверный ИНН Проверьте контрольную сумму',
      kpp: 'Нужен КПП',
    });
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});

describe('normalised responses', () => {
  it('numbers from numeric strings; identifiers and target_days untouched', async () => {
    server.use(
      http.get(apiUrl(paths.organization.my), () =>
        HttpResponse.json({
          ...sampleOrganization,
          inn: '7707083893',
          balance: '100.5',
          index: '0274',
          doc_status: '3',
        }),
      ),
    );
    const { api } = createTestClient();
    await expect(api.organization.getMy()).resolves.toMatchObject({
      inn: '7707083893',
      balance: 100.5,
      index: '0274',
      doc_status: 3,
    });
  });
});
