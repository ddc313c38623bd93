import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: {
    label: {
      description:
        'Names what is loading («Загрузка кампаний») and makes it a status for screen readers; leave it out beside a visible text (a button that says «Сохранение…»).',
      control: 'text',
    },
    className: {
      description: 'Size and colour: size-4 by default, in the text colour (text-primary…).',
      control: 'text',
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With a label it is announced as a status. */
export const Default: Story = {
  args: { label: 'Загрузка кампаний' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Загрузка кампаний' })).toBeInTheDocument();
  },
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { label: 'Загрузка', className: 'size-8 text-primary' },
};
