import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Megaphone } from 'lucide-react';
import { Button } from '../button';
import { EmptyState } from './empty-state';

const onCreate = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <Megaphone />,
    title: 'Кампаний пока нет',
    text: 'Создайте первую кампанию: выберите экраны на карте и загрузите ролик.',
    action: <Button onClick={onCreate}>Создать кампанию</Button>,
  },
  argTypes: {
    title: { description: 'What is missing: «Кампаний пока нет».', control: 'text' },
    text: { description: 'Why, and what to do about it; a sentence or two.', control: 'text' },
    headingLevel: {
      description:
        'Keeps the page outline right: h2 for a whole screen, h3 in a card, p in a small box.',
      control: 'inline-radio',
      options: ['h2', 'h3', 'p'],
      table: { defaultValue: { summary: 'h3' } },
    },
    icon: { description: 'Decorative; an inbox by default.', control: false },
    action: { description: 'The next step, usually one button.', control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Кампаний пока нет' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Создать кампанию' }));
    await expect(onCreate).toHaveBeenCalled();
  },
};

export const Minimal: Story = {
  args: { icon: undefined, text: undefined, action: undefined, title: 'Нет данных' },
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { headingLevel: 'h3' },
};
