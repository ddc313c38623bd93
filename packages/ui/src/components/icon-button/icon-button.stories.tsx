import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pencil, Trash2 } from 'lucide-react';
import { IconButton } from './icon-button';
import { PLAYGROUND } from '../../../../../.storybook/visual';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Редактировать', children: <Pencil aria-hidden />, onClick: fn() },
  argTypes: {
    variant: {
      description:
        'ghost in tables, toolbars and bars, where many sit side by side; outline or secondary for one that must stand out; destructive for delete; primary only as the one main action.',
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'],
      table: { defaultValue: { summary: 'ghost' } },
    },
    size: {
      description:
        'sm 32 px (table rows), md 40 px; below md both are 44 px, a finger-sized target.',
      control: 'inline-radio',
      options: ['sm', 'md'],
      table: { defaultValue: { summary: 'md' } },
    },
    'aria-label': {
      description:
        'Required: what the button does, «Редактировать»; also its tooltip. The icon alone says nothing to a screen reader.',
      control: 'text',
    },
    loading: {
      description: 'Shows a spinner, sets aria-busy and ignores clicks.',
      control: 'boolean',
    },
    disabled: { description: 'Not available now; say why nearby.', control: 'boolean' },
    children: { description: 'The icon, marked aria-hidden.', control: false },
    asChild: { control: false },
    onClick: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Редактировать' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <IconButton {...args} variant="outline" />
      <IconButton {...args} variant="secondary" size="sm" />
      <IconButton {...args} variant="destructive" aria-label="Удалить">
        <Trash2 aria-hidden />
      </IconButton>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Редактировать' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Редактировать' })).toBeDisabled();
  },
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: {
    'aria-label': 'Редактировать',
    variant: 'ghost',
    size: 'md',
    loading: false,
    disabled: false,
  },
  parameters: PLAYGROUND,
};
