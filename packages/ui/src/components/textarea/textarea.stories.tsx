import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Описание кампании', placeholder: 'Коротко о кампании' },
  argTypes: {
    rows: {
      description: 'Visible lines before it scrolls; the user can drag it taller.',
      control: { type: 'number', min: 2, max: 12 },
      table: { defaultValue: { summary: '4' } },
    },
    placeholder: { description: 'An example, never the label.', control: 'text' },
    disabled: { description: 'Cannot be changed or focused.', control: 'boolean' },
    readOnly: { description: 'Muted, focusable, not editable.', control: 'boolean' },
    'aria-invalid': {
      description: 'Marks the value wrong (red border); a Field sets it from its error.',
      control: 'boolean',
    },
  },
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Описание кампании' });
    await userEvent.type(textarea, 'Первая строка{Enter}Вторая');
    await expect(textarea).toHaveValue('Первая строка\nВторая');
  },
};

export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Описание заблокировано' } };

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { rows: 4, disabled: false, readOnly: false, 'aria-invalid': false },
};
