import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { paths } from '@ekran/api';
import { DEMO_CREDENTIALS, fakeDomain, mockUrl } from '@ekran/api/mocks/lazy';
import { withApp } from '../../test/app-story';
import { RegistrationScreen } from './registration-screen';
import { screenModes } from '../../../../../.storybook/visual';

/** /register: role, contacts checked by the server, password rules, terms. */
const meta = {
  title: 'Screens/Auth/Registration',
  component: RegistrationScreen,
  decorators: [withApp],
  parameters: {
    chromatic: { modes: screenModes() },
    layout: 'centered',
    app: {
      route: '/register',
      path: '/register',
      user: null,
      routes: [{ path: '/dashboard', element: <p>Дашборд открыт</p> }],
    },
  },
} satisfies Meta<typeof RegistrationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Кто вы' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'пользовательское соглашение' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
  },
};

/** Everything the form checks before sending: role, rules, confirmation, terms. */
export const Validation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Пароль'), '1234');
    await userEvent.type(canvas.getByLabelText('Повторите пароль'), '12345');
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByText('Выберите, кто вы: агентство или рекламодатель.'),
    ).toBeVisible();
    await expect(canvas.getByText('Пароль должен содержать не менее 8 символов.')).toBeVisible();
    await expect(canvas.getByText('Пароли не совпадают.')).toBeVisible();
    await expect(canvas.getByText('Примите условия пользовательского соглашения.')).toBeVisible();
  },
};

/** email_valid says the address is taken as soon as the user leaves the field. */
export const TakenEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Электронная почта'), DEMO_CREDENTIALS.agency.email);
    await userEvent.tab();
    await expect(
      await canvas.findByText('Пользователь с таким e-mail уже зарегистрирован.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Электронная почта')).toHaveValue(
      DEMO_CREDENTIALS.agency.email,
    );
  },
};

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** Fills the whole form with a valid agency and sends it. */
async function signUpAsOleg(canvas: PlayContext['canvas'], userEvent: PlayContext['userEvent']) {
  await userEvent.click(canvas.getByRole('radio', { name: 'Агентство' }));
  await userEvent.type(canvas.getByLabelText('Имя'), 'Олег');
  await userEvent.type(canvas.getByLabelText('Электронная почта'), 'oleg@agency.ru');
  await userEvent.type(canvas.getByLabelText(/^Телефон/), '+7 916 000-11-22');
  await userEvent.type(canvas.getByLabelText('Пароль'), 'agency2026');
  await userEvent.type(canvas.getByLabelText('Повторите пароль'), 'agency2026');
  await userEvent.click(canvas.getByRole('checkbox'));
  await userEvent.click(canvas.getByRole('button', { name: 'Зарегистрироваться' }));
}

/** A complete form signs the new user up and in. */
export const SignsUp: Story = {
  play: async ({ canvas, userEvent }) => {
    await signUpAsOleg(canvas, userEvent);
    await expect(await canvas.findByText('Дашборд открыт', {}, { timeout: 5000 })).toBeVisible();
  },
};

/**
 * The account is created but the automatic sign-in after it fails: the screen says the account
 * exists and offers to sign in, instead of a failure that a retry would turn into «e-mail taken».
 */
export const CreatedButSignInFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        auth: [
          http.post(mockUrl(paths.auth.signup), () => HttpResponse.json({}, { status: 201 })),
          http.post(mockUrl(paths.auth.signin), () =>
            HttpResponse.json({ detail: 'Сервис временно недоступен.' }, { status: 503 }),
          ),
          ...fakeDomain('auth'),
        ],
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await signUpAsOleg(canvas, userEvent);
    const created = await canvas.findByText('Аккаунт создан', {}, { timeout: 5000 });
    await expect(created).toBeVisible();
    const alert = created.closest('[role="alert"], [role="status"]') as HTMLElement;
    await expect(within(alert).getByRole('link', { name: 'Войти' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(canvas.queryByText('Не удалось зарегистрироваться')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Зарегистрироваться' })).toBeDisabled();
  },
};
