import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_PASSWORD, fakeDomain } from '@ekran/api/mocks/lazy';
import { withApp } from '../../test/app-story';
import { screenParameters } from '../../test/screen-parameters';
import { AccountScreen } from './account-screen';
import { screenModes } from '../../../../../.storybook/visual';

/** /profile/account: profile fields, password change, e-mail change. */
const meta = {
  title: 'Screens/Account/Account',
  component: AccountScreen,
  decorators: [withApp],
  parameters: { chromatic: { modes: screenModes() }, ...screenParameters('/profile/account') },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const toasts = () => within(document.body);

export const Default: Story = {
  play: async ({ canvas }) => {
    const profile = await canvas.findByRole('form', { name: 'Профиль' });
    await expect(within(profile).getByLabelText('Имя')).not.toHaveValue('');
    await expect(canvas.getByRole('form', { name: 'Смена пароля' })).toBeVisible();
    await expect(canvas.getByText(/Сейчас:/)).toHaveTextContent('agency@ekran.demo');
  },
};

export const Advertiser: Story = {
  parameters: {
    app: { route: '/profile/account', path: '/profile/account', user: 'advertiser' },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/advertiser@ekran\.demo/, { selector: 'p' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { user: fakeDomain('user', 'loading') } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Загрузка профиля')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { user: fakeDomain('user', 'error') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Не удалось загрузить профиль')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Повторить' })).toBeVisible();
  },
};

export const ProfileSaved: Story = {
  play: async ({ canvas, userEvent }) => {
    const profile = within(await canvas.findByRole('form', { name: 'Профиль' }));
    await userEvent.clear(profile.getByLabelText('Имя'));
    await userEvent.type(profile.getByLabelText('Имя'), 'Виктория');
    await userEvent.click(profile.getByRole('button', { name: 'Сохранить' }));
    await expect(await toasts().findByText('Профиль сохранён')).toBeInTheDocument();
    await expect(profile.getByLabelText('Имя')).toHaveValue('Виктория');
  },
};

/** The server refuses the current password; everything typed stays. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Смена пароля' }));
    await userEvent.type(form.getByLabelText('Текущий пароль'), 'не-тот-пароль');
    await userEvent.type(form.getByLabelText('Новый пароль'), 'another99');
    await userEvent.type(form.getByLabelText('Повторите новый пароль'), 'another99');
    await userEvent.click(form.getByRole('button', { name: 'Сменить пароль' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Текущий пароль указан неверно.',
    );
    await expect(form.getByLabelText('Новый пароль')).toHaveValue('another99');
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Смена пароля' }));
    await userEvent.type(form.getByLabelText('Текущий пароль'), DEMO_PASSWORD);
    await userEvent.type(form.getByLabelText('Новый пароль'), 'another99');
    await userEvent.type(form.getByLabelText('Повторите новый пароль'), 'another99');
    await userEvent.click(form.getByRole('button', { name: 'Сменить пароль' }));
    await expect(await toasts().findByText('Пароль изменён')).toBeInTheDocument();
    await expect(form.getByLabelText('Текущий пароль')).toHaveValue('');
  },
};

export const EmailTaken: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = within(await canvas.findByRole('form', { name: 'Смена e-mail' }));
    await userEvent.type(form.getByLabelText('Новый e-mail'), 'advertiser@ekran.demo');
    await userEvent.click(form.getByRole('button', { name: 'Сменить e-mail' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Пользователь с таким e-mail уже зарегистрирован.',
    );
  },
};
