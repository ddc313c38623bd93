import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Input } from './input';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: {
    'aria-label': 'Название кампании',
    placeholder: 'Например, «Весна 2026»',
    onChange: fn(),
  },
  argTypes: {
    size: {
      description: 'Height: md 40 px in forms, sm 32 px in filters and table toolbars.',
      control: 'select',
      options: ['sm', 'md'],
      table: { defaultValue: { summary: 'md' } },
    },
    type: {
      description: 'The keyboard and autofill the browser offers.',
      control: 'select',
      options: ['text', 'email', 'password', 'search', 'tel', 'url'],
    },
    placeholder: {
      description: 'An example of the value, never the label: it disappears as the user types.',
      control: 'text',
    },
    disabled: { description: 'Cannot be changed or focused.', control: 'boolean' },
    readOnly: {
      description: 'Shown on a muted background, focusable and copyable, not editable.',
      control: 'boolean',
    },
    'aria-invalid': {
      description: 'Marks the value wrong (red border); a Field sets it from its error.',
      control: 'boolean',
    },
    onChange: { control: false },
  },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Название кампании' });
    await userEvent.type(input, 'Весна');
    await expect(input).toHaveValue('Весна');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const Filled: Story = { args: { defaultValue: 'Весенняя распродажа' } };

export const Small: Story = { args: { size: 'sm' } };

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'x' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveClass('aria-invalid:border-destructive');
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Нельзя изменить' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: '7701234567' } };

export const Password: Story = {
  args: {
    type: 'password',
    'aria-label': 'Пароль',
    placeholder: undefined,
    autoComplete: 'current-password',
  },
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { size: 'md', type: 'text', disabled: false, readOnly: false, 'aria-invalid': false },
};
