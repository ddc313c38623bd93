import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Plus } from 'lucide-react';
import { Button } from './button';

const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Создать кампанию', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'],
    },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Создать кампанию' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args}>Основная</Button>
      <Button {...args} variant="secondary">
        Вторичная
      </Button>
      <Button {...args} variant="outline">
        Контурная
      </Button>
      <Button {...args} variant="ghost">
        Прозрачная
      </Button>
      <Button {...args} variant="destructive">
        Удалить
      </Button>
      <Button {...args} variant="link">
        Ссылка
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Маленькая
      </Button>
      <Button {...args} size="md">
        Средняя
      </Button>
      <Button {...args} size="lg">
        Большая
      </Button>
      <Button {...args} size="icon" aria-label="Добавить">
        <Plus aria-hidden />
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Сохранение…' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Сохранение…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeDisabled();
  },
};

export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild variant="outline">
      <a href="#campaigns">Все кампании</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Все кампании' })).toHaveAttribute(
      'href',
      '#campaigns',
    );
  },
};
