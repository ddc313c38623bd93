import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RefreshNotice } from './refresh-notice';
import { PLAYGROUND } from '../../../../../.storybook/visual';

/** Shown above data that is on screen but could not be refreshed: the data stays. */
const meta = {
  title: 'Components/RefreshNotice',
  component: RefreshNotice,
  args: { onRetry: fn() },
  argTypes: {
    retrying: {
      description: 'A retry is under way: the button spins and ignores clicks until the answer.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    message: {
      description:
        'Replaces the default sentence when the screen can say more (which data, since when); reset the control for the default.',
      control: 'text',
      table: {
        defaultValue: { summary: 'Не удалось обновить данные. На экране — последние загруженные.' },
      },
    },
    onRetry: { description: 'Asks for the data again.', control: false },
  },
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

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { retrying: false },
  parameters: PLAYGROUND,
};
