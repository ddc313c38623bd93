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
