import { HttpResponse } from 'msw';
import { describe } from 'vitest';
import { paths } from '../paths.ts';
import { runCallCases } from '../test-utils/call-cases.ts';
import { setupMswServer } from '../test-utils/setup.ts';
import { sampleUser } from '../contract/samples.ts';

const server = setupMswServer();

describe('user calls', () => {
  // One literal per call on purpose (call-cases.ts): method, path and answer differ from call to call.
  runCallCases(server, [
    {
      name: 'create',
      method: 'post',
      path: paths.user.create,
      call: (api) => api.user.create({ email: 'a@b.ru', phone: '7999', password: 'p', role: 1 }),
      body: { email: 'a@b.ru', phone: '7999', password: 'p', role: 1 },
    },
    {
      name: 'get me',
      method: 'get',
      path: paths.user.me,
      call: (api) => api.user.getMe(),
      response: () => HttpResponse.json({ ...sampleUser, id: '3', phone: '0274', balance: '12.5' }),
      result: { id: 3, phone: '0274', balance: 12.5 },
    },
    {
      name: 'balance',
      method: 'get',
      path: paths.user.balance,
      call: (api) => api.user.getBalance(),
      response: () => HttpResponse.json({ balance: '1000', available_balance: '750.25' }),
      result: { balance: 1000, available_balance: 750.25 },
    },
    {
      name: 'change password',
      method: 'post',
      path: paths.user.changePassword,
      call: (api) =>
        api.user.changePassword({ old_password: 'a', new_password: 'b', confirm_password: 'b' }),
      body: { old_password: 'a', new_password: 'b', confirm_password: 'b' },
    },
    {
      name: 'update me',
      method: 'patch',
      path: paths.user.updateMe,
      call: (api) => api.user.updateMe({ first_name: 'Анна' }),
      body: { first_name: 'Анна' },
    },
    {
      name: 'change email',
      method: 'put',
      path: paths.user.changeEmail,
      call: (api) => api.user.changeEmail({ email: 'new@b.ru' }),
      body: { email: 'new@b.ru' },
    },
    {
      name: 'edit profile (id in the path, not in the body)',
      method: 'patch',
      path: paths.user.editProfile(42),
      call: (api) => api.user.editProfile(42, { id: 42, first_name: 'Иван', last_name: 'Петров' }),
      body: { first_name: 'Иван', last_name: 'Петров' },
    },
  ]);
});
