import type {
  EmailValidRequest,
  ExchangeTokenRequest,
  PhoneValidRequest,
  RefreshRequest,
  ResetPasswordMailRequest,
  ResetPasswordRequest,
  ResetTokenValidRequest,
  SigninRequest,
  SignupRequest,
} from '../../auth/auth.types.ts';
import { paths } from '../../paths.ts';
import { DEMO_CREDENTIALS, DEMO_TOKENS } from '../db/constants.ts';
import { commit, findUser, findUserByEmail, getMockDb, issueTokens } from '../db/db.ts';
import { decodeJwt, nowSeconds } from '../db/jwt.ts';
import type { UserRow } from '../db/types.ts';
import { toUser } from '../serialize.ts';
import {
  EMAIL_RE,
  emailProblem,
  passwordProblem,
  phoneProblem,
  registerUser,
  tenantIdFor,
} from './accounts.ts';
import { detail, ok, readJson, route, type MockRoute } from './utils.ts';

function oneTimeToken(prefix: string): string {
  const { state } = getMockDb();
  return `${prefix}-${state.tokenCounter++}-${nowSeconds().toString(36)}`;
}

/** The user a reset token belongs to (the demo token always belongs to the agency account). */
function resetTokenOwner(token: unknown): UserRow | undefined {
  if (typeof token !== 'string' || !token) return undefined;
  if (token === DEMO_TOKENS.reset) return findUserByEmail(DEMO_CREDENTIALS.agency.email);
  const userId = getMockDb().state.resetTokens[token];
  return userId === undefined ? undefined : findUser(userId);
}

export const authRoutes: MockRoute[] = [
  route('post', paths.auth.signin, async ({ request }) => {
    const body = await readJson<SigninRequest>(request);
    if (!body.email || !body.password) return detail(400, 'Введите e-mail и пароль.');
    const user = findUserByEmail(String(body.email));
    if (!user || user.password !== body.password) return detail(400, 'Неверный e-mail или пароль.');
    return ok(issueTokens(user.id));
  }),

  route('post', paths.auth.refresh, async ({ request }) => {
    const body = await readJson<RefreshRequest>(request);
    const claims = typeof body.refresh_token === 'string' ? decodeJwt(body.refresh_token) : null;
    if (!claims || claims.token_type !== 'refresh')
      return detail(401, 'Токен обновления недействителен.');
    if (claims.exp <= nowSeconds()) return detail(401, 'Срок действия токена обновления истёк.');
    const { state } = getMockDb();
    if (state.usedRefreshTokens.includes(claims.jti))
      return detail(401, 'Токен обновления уже использован.');
    if (!findUser(claims.user_id)) return detail(401, 'Пользователь не найден.');
    // Rotation: the old refresh token dies with this call.
    state.usedRefreshTokens.push(claims.jti);
    commit();
    return ok(issueTokens(claims.user_id));
  }),

  route('post', paths.auth.signup, async ({ request }) => {
    const body = await readJson<SignupRequest>(request);
    const user = registerUser(body, tenantIdFor(request));
    return ok({ ...issueTokens(user.id), user: toUser(user) }, 201);
  }),

  route('post', paths.auth.resetPasswordMail, async ({ request }) => {
    const body = await readJson<ResetPasswordMailRequest>(request);
    if (typeof body.email !== 'string' || !EMAIL_RE.test(body.email.trim())) {
      return detail(400, 'Введите корректный адрес электронной почты.');
    }
    const user = findUserByEmail(body.email);
    if (!user) return detail(400, 'Пользователь с таким e-mail не найден.');
    const token = oneTimeToken('reset');
    getMockDb().state.resetTokens[token] = user.id;
    commit();
    return ok({ detail: `Письмо со ссылкой для смены пароля отправлено на ${user.email}.` });
  }),

  route('post', paths.auth.resetTokenValid, async ({ request }) => {
    const body = await readJson<ResetTokenValidRequest>(request);
    if (!resetTokenOwner(body.token))
      return detail(400, 'Ссылка для смены пароля недействительна или устарела.');
    return ok({ valid: true });
  }),

  route('post', paths.auth.resetPassword, async ({ request }) => {
    const body = await readJson<ResetPasswordRequest>(request);
    const user = resetTokenOwner(body.token);
    if (!user) return detail(400, 'Ссылка для смены пароля недействительна или устарела.');
    const problem = passwordProblem(body.password);
    if (problem) return detail(400, problem);
    user.password = String(body.password);
    if (typeof body.token === 'string') delete getMockDb().state.resetTokens[body.token];
    commit();
    return ok({ detail: 'Пароль изменён. Войдите с новым паролем.' });
  }),

  route('post', paths.auth.exchangeToken, async ({ request }) => {
    const body = await readJson<ExchangeTokenRequest>(request);
    const { state } = getMockDb();
    let userId: number | undefined;
    if (body.token === DEMO_TOKENS.exchange)
      userId = findUserByEmail(DEMO_CREDENTIALS.agency.email)?.id;
    else if (typeof body.token === 'string') {
      userId = state.exchangeTokens[body.token];
      delete state.exchangeTokens[body.token];
    }
    if (userId === undefined) return detail(400, 'Ссылка для входа недействительна или устарела.');
    commit();
    return ok(issueTokens(userId));
  }),

  route('post', paths.auth.emailValid, async ({ request }) => {
    const body = await readJson<EmailValidRequest>(request);
    const problem = emailProblem(body.email);
    return problem ? detail(400, problem) : ok({ valid: true });
  }),

  route('post', paths.auth.phoneValid, async ({ request }) => {
    const body = await readJson<PhoneValidRequest>(request);
    const problem = phoneProblem(body.phone);
    return problem ? detail(400, problem) : ok({ valid: true });
  }),
];

/**
 * Issues a one-time sign-in link token for a user, as the backend's e-mails do
 * (`/login?token=…` exchanges it).
 */
export function createExchangeToken(email: string): string {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`No mock user ${email}`);
  const token = oneTimeToken('login');
  getMockDb().state.exchangeTokens[token] = user.id;
  commit();
  return token;
}

/** The newest password-reset token mailed to a user (what the e-mail link would carry). */
export function lastResetToken(email: string): string | undefined {
  const user = findUserByEmail(email);
  if (!user) return undefined;
  const tokens = Object.entries(getMockDb().state.resetTokens).filter(([, id]) => id === user.id);
  return tokens[tokens.length - 1]?.[0];
}
