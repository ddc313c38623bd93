import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Загрузка ролика', value: 45, className: 'w-80' },
  argTypes: {
    value: {
      description: 'The amount done; unset (null) for an indeterminate bar that pulses.',
      control: { type: 'range', min: 0, max: 100, step: 1 },
    },
    max: { description: 'The amount that means done.', control: { type: 'number', min: 1 } },
    label: { description: 'Says what is progressing; also its accessible name.', control: 'text' },
    hideLabel: {
      description: 'Hides the label visually (kept for screen readers) where the context says it.',
      control: 'boolean',
    },
    showValue: { description: 'Shows the percentage beside the label.', control: 'boolean' },
    size: {
      description: 'Track height: md 10 px, sm 6 px (in lists).',
      control: 'inline-radio',
      options: ['sm', 'md'],
      table: { defaultValue: { summary: 'md' } },
    },
    tone: {
      description:
        'primary while running, success when done, destructive for a failed or over-budget amount.',
      control: 'inline-radio',
      options: ['primary', 'success', 'destructive'],
      table: { defaultValue: { summary: 'primary' } },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Загрузка ролика' });
    await expect(bar).toHaveAttribute('aria-valuenow', '45');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(bar).toHaveAttribute('aria-valuetext', '45\u00a0%');
    await expect(canvas.getByText('45 %')).toBeInTheDocument();
  },
};

/** Value and max in bytes, as the file upload reports them. */
export const ValueAndMax: Story = {
  args: { value: 30_000_000, max: 120_000_000, label: 'promo.mp4' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'promo.mp4' });
    await expect(bar).toHaveAttribute('aria-valuetext', '25\u00a0%');
  },
};

export const Indeterminate: Story = {
  args: { value: null, label: 'Формирование отчёта' },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Формирование отчёта' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    await expect(bar).toHaveAttribute('data-state', 'indeterminate');
  },
};

export const Complete: Story = {
  args: { value: 100, tone: 'success', label: 'Загружено' },
};

export const HiddenLabel: Story = {
  args: { hideLabel: true, showValue: false, size: 'sm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Загрузка ролика' })).toBeInTheDocument();
  },
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { value: 62, max: 100, hideLabel: false, showValue: true, size: 'md', tone: 'primary' },
};
