import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DEMO_CREDENTIALS } from '@ekran/api/mocks/lazy';
import { withApp } from '../../test/app-story';
import { RecoveryScreen } from './recovery-screen';
import { screenModes } from '../../../../../.storybook/visual';

/** /login/recovery-password: the e-mail gets a reset link. */
const meta = {
  title: 'Screens/Auth/Recovery',
  component: RecoveryScreen,
  decorators: [withApp],
  parameters: {
    chromatic: { modes: screenModes() },
    layout: 'centered',
    app: { route: '/login/recovery-password', path: '/login/recovery-password', user: null },
  },
} satisfies Meta<typeof RecoveryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
  },
};

export const Sent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Электронная почта'), DEMO_CREDENTIALS.agency.email);
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить ссылку' }));
    await expect(await canvas.findByRole('heading', { name: 'Проверьте почту' })).toBeVisible();
    await expect(canvas.getByText(new RegExp(DEMO_CREDENTIALS.agency.email))).toBeVisible();
  },
};

export const UnknownEmail: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Электронная почта'), 'nobody@example.ru');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить ссылку' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Пользователь с таким e-mail не найден.',
    );
    await expect(canvas.getByLabelText('Электронная почта')).toHaveValue('nobody@example.ru');
  },
};
