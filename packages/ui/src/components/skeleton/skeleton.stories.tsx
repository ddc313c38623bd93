import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { className: 'h-4 w-48' },
  argTypes: {
    className: {
      description:
        'The size and shape of what is loading (h-4 w-48 for a line, size-10 rounded-full for an avatar): make it the size of the content so nothing jumps.',
      control: 'text',
    },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(block).toHaveAttribute('aria-hidden', 'true');
  },
};

/** How a card looks while its data loads. */
export const CardPlaceholder: Story = {
  render: () => (
    <div className="w-72 space-y-3 rounded-lg border p-4" aria-busy="true">
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-3 w-56" />
    </div>
  ),
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { className: 'h-10 w-64 rounded-lg' },
};
