import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DEMO_CREDENTIALS, DEMO_TOKENS, fakeDomain } from '@ekran/api/mocks/lazy';
import { PrerenderContext } from '../../lib/prerender-context';
import { withApp } from '../../test/app-story';
import { LoginScreen } from './login-screen';
import { screenModes } from '../../../../../.storybook/visual';

const afterLogin = [{ path: '/dashboard', element: <p>Дашборд открыт</p> }];

/** /login: e-mail and password, or a one-time sign-in link. */
const meta = {
  title: 'Screens/Auth/Login',
  component: LoginScreen,
  decorators: [withApp],
  parameters: {
    chromatic: { modes: screenModes() },
    layout: 'centered',
    app: { route: '/login', path: '/login', user: null, routes: afterLogin },
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Вход' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute(
      'href',
      '/login/recovery-password',
    );
    await expect(canvas.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
      'href',
      '/register',
    );
  },
};

/**
 * As the build prerenders it (dist/login.html): the form as it paints before the app has
 * started, its submit button disabled until then.
 */
export const Prerendered: Story = {
  decorators: [
    (Story) => (
      <PrerenderContext value>
        <Story />
      </PrerenderContext>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Вход' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Войти' })).toBeDisabled();
  },
};

/** Empty fields are explained before anything is sent. */
export const EmptyFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(await canvas.findByText('Введите e-mail.')).toBeVisible();
    await expect(canvas.getByText('Введите пароль.')).toBeVisible();
  },
};

/** A wrong password: the server's words in the form, and what was typed stays. */
export const WrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Электронная почта'), DEMO_CREDENTIALS.agency.email);
    await userEvent.type(canvas.getByLabelText('Пароль'), 'неверный-пароль');
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Неверный e-mail или пароль.');
    await expect(canvas.getByLabelText('Электронная почта')).toHaveValue(
      DEMO_CREDENTIALS.agency.email,
    );
    await expect(canvas.getByLabelText('Пароль')).toHaveValue('неверный-пароль');
  },
};

/** While the server thinks the button shows it and does not submit again. */
export const Pending: Story = {
  parameters: { msw: { handlers: { auth: fakeDomain('auth', 'loading') } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Электронная почта'), DEMO_CREDENTIALS.agency.email);
    await userEvent.type(canvas.getByLabelText('Пароль'), DEMO_CREDENTIALS.agency.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(canvas.getByRole('button', { name: 'Войти' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const SignsIn: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Электронная почта'), DEMO_CREDENTIALS.agency.email);
    await userEvent.type(canvas.getByLabelText('Пароль'), DEMO_CREDENTIALS.agency.password);
    await userEvent.click(canvas.getByRole('button', { name: 'Войти' }));
    await expect(await canvas.findByText('Дашборд открыт')).toBeVisible();
  },
};

/** /login?token=… exchanges the one-time token for a session, then opens the dashboard. */
export const TokenLink: Story = {
  parameters: {
    app: {
      route: `/login?token=${DEMO_TOKENS.exchange}`,
      path: '/login',
      user: null,
      routes: afterLogin,
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Дашборд открыт')).toBeVisible();
  },
};

/** A spent or wrong sign-in link is explained and the form is offered. */
export const InvalidTokenLink: Story = {
  parameters: {
    app: { route: '/login?token=spent-token', path: '/login', user: null, routes: afterLogin },
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Ссылка для входа недействительна или устарела.');
    await expect(canvas.getByLabelText('Электронная почта')).toBeVisible();
  },
};
