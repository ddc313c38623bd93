import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DEMO_TOKENS, fakeDomain } from '@ekran/api/mocks/lazy';
import { withApp } from '../../test/app-story';
import { SetNewPasswordScreen } from './set-new-password-screen';
import { screenModes } from '../../../../../.storybook/visual';

/** /login/reset/{token}: the link is checked, then the new password is set. */
const meta = {
  title: 'Screens/Auth/SetNewPassword',
  component: SetNewPasswordScreen,
  decorators: [withApp],
  parameters: {
    chromatic: { modes: screenModes() },
    layout: 'centered',
    app: { route: `/login/reset/${DEMO_TOKENS.reset}`, path: '/login/reset/:token', user: null },
  },
} satisfies Meta<typeof SetNewPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValidLink: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Новый пароль')).toBeVisible();
    await expect(canvas.getByLabelText('Повторите пароль')).toBeVisible();
  },
};

export const CheckingLink: Story = {
  parameters: { msw: { handlers: { auth: fakeDomain('auth', 'loading') } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Проверяем ссылку…')).toBeVisible();
  },
};

export const InvalidToken: Story = {
  parameters: {
    app: { route: '/login/reset/spent-token', path: '/login/reset/:token', user: null },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ссылка для смены пароля недействительна или устарела.',
    );
    await expect(canvas.getByRole('link', { name: 'Запросить новую ссылку' })).toBeVisible();
  },
};

export const PasswordChanged: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText('Новый пароль'), 'brandnew42');
    await userEvent.type(canvas.getByLabelText('Повторите пароль'), 'brandnew42');
    await userEvent.click(canvas.getByRole('button', { name: 'Сохранить пароль' }));
    await expect(await canvas.findByRole('heading', { name: 'Пароль изменён' })).toBeVisible();
  },
};
