import { describe, expect, it } from 'vitest';
import { paths } from '../paths.ts';
import { DEMO_CREDENTIALS, DEMO_TOKENS } from './db/constants.ts';
import { createMockSession } from './db/db.ts';
import { decodeJwt, nowSeconds } from './db/jwt.ts';
import { createExchangeToken, lastResetToken } from './handlers/auth.ts';
import { callJson, startMockBackend } from './test-helpers.ts';

startMockBackend();

const { agency, advertiser } = DEMO_CREDENTIALS;

interface Tokens {
  access_token: string;
  refresh_token: string;
}

describe('auth', () => {
  it('signs in with the demo credentials and issues JWTs with exp in seconds', async () => {
    const { status, body } = await callJson<Tokens>(paths.auth.signin, {
      json: { email: agency.email, password: agency.password },
    });
    expect(status).toBe(200);
    const access = decodeJwt(body.access_token);
    const refresh = decodeJwt(body.refresh_token);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(access?.exp).toBeGreaterThan(nowSeconds());
    expect(access?.exp).toBeLessThan(nowSeconds() + 3600);
    expect(refresh?.exp).toBeGreaterThan(access?.exp ?? 0);
    const me = await callJson<{
      email: string;
      role: number;
      balance: string;
      tenant: { name: string };
    }>(paths.user.me, {
      token: body.access_token,
    });
    expect(me.body).toMatchObject({
      email: agency.email,
      role: agency.role,
      tenant: { name: 'Экран' },
    });
    expect(me.body.balance).toMatch(/^\d+\.\d{2}$/);
  });

  it('refuses a wrong password with a Russian detail', async () => {
    const { status, body } = await callJson(paths.auth.signin, {
      json: { email: agency.email, password: 'wrong-pass' },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ detail: 'Неверный e-mail или пароль.' });
  });

  it('rotates the pair on refresh and refuses a used refresh token', async () => {
    const session = createMockSession(agency.email);
    const first = await callJson<Tokens>(paths.auth.refresh, {
      json: { refresh_token: session.refresh_token },
    });
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(session.refresh_token);
    const reused = await callJson(paths.auth.refresh, {
      json: { refresh_token: session.refresh_token },
    });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual({ detail: 'Токен обновления уже использован.' });
    const next = await callJson<Tokens>(paths.auth.refresh, {
      json: { refresh_token: first.body.refresh_token },
    });
    expect(next.status).toBe(200);
  });

  it('refuses an expired refresh token and answers 401 to an expired access token', async () => {
    const expired = createMockSession(agency.email, { access: -10, refresh: -10 });
    const refresh = await callJson(paths.auth.refresh, {
      json: { refresh_token: expired.refresh_token },
    });
    expect(refresh.status).toBe(401);
    const me = await callJson(paths.user.me, { token: expired.access_token });
    expect(me).toEqual({ status: 401, body: { detail: 'Срок действия токена истёк.' } });
    const anonymous = await callJson(paths.user.me);
    expect(anonymous.status).toBe(401);
    // A refresh token is not an access token.
    const wrongKind = await callJson(paths.user.me, {
      token: createMockSession(agency.email).refresh_token,
    });
    expect(wrongKind.status).toBe(401);
  });

  it('validates e-mail and phone, refusing taken ones', async () => {
    expect(
      (await callJson(paths.auth.emailValid, { json: { email: 'free@example.ru' } })).body,
    ).toEqual({ valid: true });
    expect(await callJson(paths.auth.emailValid, { json: { email: agency.email } })).toEqual({
      status: 400,
      body: { detail: 'Пользователь с таким e-mail уже зарегистрирован.' },
    });
    expect(
      (await callJson(paths.auth.emailValid, { json: { email: 'not-an-email' } })).status,
    ).toBe(400);
    expect(
      (await callJson(paths.auth.phoneValid, { json: { phone: '+7 (900) 555-44-33' } })).status,
    ).toBe(200);
    const taken = await callJson<{ detail: string }>(paths.auth.phoneValid, {
      json: { phone: '8 916 123-45-67' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.detail).toMatch(/уже зарегистрирован/);
  });

  it('signs up a new user who can then sign in; a taken e-mail is refused', async () => {
    const form = {
      email: 'Fresh@Example.ru',
      phone: '+79005554433',
      password: 'secret-123',
      role: 2,
      user_agreement: true,
    };
    const created = await callJson<Tokens & { user: { email: string } }>(paths.auth.signup, {
      json: form,
    });
    expect(created.status).toBe(201);
    expect(created.body.user.email).toBe('fresh@example.ru');
    const signin = await callJson(paths.auth.signin, {
      json: { email: 'fresh@example.ru', password: 'secret-123' },
    });
    expect(signin.status).toBe(200);
    const org = await callJson<{ doc_status: number }>(paths.organization.my, {
      token: created.body.access_token,
    });
    expect(org.body.doc_status).toBe(1);
    const again = await callJson(paths.auth.signup, { json: { ...form, phone: '+79005554400' } });
    expect(again.status).toBe(400);
    const weak = await callJson(paths.auth.signup, {
      json: { ...form, email: 'x@y.ru', phone: '+79005554401', password: '123' },
    });
    expect(weak.body).toEqual({ detail: 'Пароль должен содержать не менее 8 символов.' });
  });

  it('mails a reset link, checks the token and sets a new password', async () => {
    const mail = await callJson(paths.auth.resetPasswordMail, {
      json: { email: advertiser.email },
    });
    expect(mail.status).toBe(200);
    const token = lastResetToken(advertiser.email);
    expect(token).toBeTruthy();
    expect((await callJson(paths.auth.resetTokenValid, { json: { token } })).body).toEqual({
      valid: true,
    });
    expect(
      (await callJson(paths.auth.resetTokenValid, { json: { token: 'nonsense' } })).status,
    ).toBe(400);
    expect(
      (await callJson(paths.auth.resetPassword, { json: { token, password: 'brand-new-1' } }))
        .status,
    ).toBe(200);
    // One use only.
    expect((await callJson(paths.auth.resetTokenValid, { json: { token } })).status).toBe(400);
    expect(
      (
        await callJson(paths.auth.signin, {
          json: { email: advertiser.email, password: 'brand-new-1' },
        })
      ).status,
    ).toBe(200);
    expect((await callJson(paths.auth.signin, { json: advertiser })).status).toBe(400);
    expect(
      (await callJson(paths.auth.resetTokenValid, { json: { token: DEMO_TOKENS.reset } })).status,
    ).toBe(200);
    expect(
      (await callJson(paths.auth.resetPasswordMail, { json: { email: 'nobody@example.ru' } }))
        .status,
    ).toBe(400);
  });

  it('exchanges a one-time sign-in token for a session', async () => {
    const token = createExchangeToken(advertiser.email);
    const first = await callJson<Tokens>(paths.auth.exchangeToken, { json: { token } });
    expect(first.status).toBe(200);
    expect(decodeJwt(first.body.access_token)?.token_type).toBe('access');
    expect((await callJson(paths.auth.exchangeToken, { json: { token } })).status).toBe(400);
    expect(
      (await callJson(paths.auth.exchangeToken, { json: { token: DEMO_TOKENS.exchange } })).status,
    ).toBe(200);
  });
});

describe('user', () => {
  it('changes the password only with the right old one', async () => {
    const token = createMockSession(agency.email).access_token;
    const wrong = await callJson(paths.user.changePassword, {
      token,
      json: { old_password: 'nope', new_password: 'another-1', confirm_password: 'another-1' },
    });
    expect(wrong).toEqual({ status: 400, body: { detail: 'Текущий пароль указан неверно.' } });
    const right = await callJson(paths.user.changePassword, {
      token,
      json: {
        old_password: agency.password,
        new_password: 'another-1',
        confirm_password: 'another-1',
      },
    });
    expect(right.status).toBe(200);
  });

  it('edits the profile by id, never another user, and refuses an id in the body', async () => {
    const token = createMockSession(agency.email).access_token;
    const me = await callJson<{ id: number }>(paths.user.me, { token });
    const edited = await callJson<{ first_name: string }>(paths.user.editProfile(me.body.id), {
      method: 'PATCH',
      token,
      json: { first_name: 'Алла' },
    });
    expect(edited.body.first_name).toBe('Алла');
    expect(
      (await callJson(paths.user.editProfile(me.body.id + 1), { method: 'PATCH', token, json: {} }))
        .status,
    ).toBe(403);
    expect(
      (
        await callJson(paths.user.editProfile(me.body.id), {
          method: 'PATCH',
          token,
          json: { id: 1 },
        })
      ).status,
    ).toBe(400);
    const email = await callJson(paths.user.changeEmail, {
      method: 'PUT',
      token,
      json: { email: advertiser.email },
    });
    expect(email.status).toBe(400);
  });

  it('answers the tenant of the host as a list', async () => {
    const ekran = await callJson<{ name: string; domain: string; logo: string }[]>(
      paths.tenant.get,
      { json: { domain: 'localhost:5173' } },
    );
    expect(ekran.body[0]).toMatchObject({ name: 'Экран', domain: 'localhost:5173' });
    const gorod = await callJson<{ name: string }[]>(paths.tenant.get, {
      json: { domain: 'gorodekran.demo' },
    });
    expect(gorod.body[0]?.name).toBe('Город-Экран');
    const local = await callJson<{ name: string }[]>(paths.tenant.get, {
      json: { domain: 'mediafasad.localhost:5173' },
    });
    expect(local.body[0]?.name).toBe('МедиаФасад');
  });

  it('answers the runtime-themed demo tenants by the host’s first label', async () => {
    const vitrina = await callJson<{ name: string; domain: string; theme?: unknown }[]>(
      paths.tenant.get,
      { json: { domain: 'vitrina.localhost:5173' } },
    );
    expect(vitrina.body[0]).toMatchObject({
      name: 'Витрина',
      domain: 'vitrina.demo',
      theme: { light: { primary: '#7c3aed' } },
    });
    const neon = await callJson<{ name: string; domain: string; theme?: unknown }[]>(
      paths.tenant.get,
      { json: { domain: 'neon.localhost' } },
    );
    expect(neon.body[0]).toMatchObject({ name: 'Неон', domain: 'neon.demo' });
    expect(neon.body[0]).not.toHaveProperty('theme');
  });
});
