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
      description:
        'primary for the one main action of a screen or form; secondary and outline beside it; ghost in toolbars and tables; destructive for delete; link inside text.',
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'ghost', 'destructive', 'link'],
      table: { defaultValue: { summary: 'primary' } },
    },
    size: {
      description:
        'Height: sm 32 px (tables, toolbars), md 40 px, lg 48 px; icon is a 40 px square.',
      control: 'select',
      options: ['sm', 'md', 'lg', 'icon'],
      table: { defaultValue: { summary: 'md' } },
    },
    loading: {
      description:
        'Shows a spinner, sets aria-busy and ignores clicks, so a form cannot be sent twice.',
      control: 'boolean',
    },
    disabled: { description: 'Not available now; say why nearby.', control: 'boolean' },
    asChild: {
      description: 'Gives the looks to the child element instead (a link).',
      control: false,
    },
    children: { description: 'The label: a verb, «Создать кампанию».', control: 'text' },
    onClick: { control: false },
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

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { variant: 'primary', size: 'md', loading: false, disabled: false },
};
