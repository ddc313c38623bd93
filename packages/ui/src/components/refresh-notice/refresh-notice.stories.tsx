import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RefreshNotice } from './refresh-notice';

/** Shown above data that is on screen but could not be refreshed: the data stays. */
const meta = {
  title: 'Components/RefreshNotice',
  component: RefreshNotice,
  args: { onRetry: fn() },
} satisfies Meta<typeof RefreshNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Не удалось обновить данные');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Повторить/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
