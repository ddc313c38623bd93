import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { useSpiedState } from '../../lib/use-spied-state';
import { NumberInput } from './number-input';

const meta = {
  title: 'Components/NumberInput',
  component: NumberInput,
  args: { 'aria-label': 'Бюджет', value: null, onValueChange: fn() },
  argTypes: {
    value: {
      description: 'The amount as a number, null when empty; typing formats it as «12 345,5».',
      control: { type: 'number' },
    },
    min: {
      description: 'Lowest amount; a smaller one is raised to it when the field loses focus.',
      control: { type: 'number' },
    },
    max: { description: 'Highest amount; lowered to it on blur.', control: { type: 'number' } },
    fractionDigits: {
      description: 'Decimals allowed: 2 for kopecks, 0 for whole numbers (screens, hours).',
      control: 'inline-radio',
      options: [0, 2],
      table: { defaultValue: { summary: '2' } },
    },
    suffix: {
      description: 'The unit at the end, «₽» by default; null for none.',
      control: 'text',
    },
    size: {
      description: 'Height, matching Input.',
      control: 'inline-radio',
      options: ['sm', 'md'],
    },
    disabled: { description: 'Cannot be changed.', control: 'boolean' },
    'aria-invalid': { description: 'Marks the amount wrong.', control: 'boolean' },
    onValueChange: { control: false },
  },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  render: function Render(args) {
    const [value, onValueChange] = useSpiedState(args.value, args.onValueChange);
    return <NumberInput {...args} value={value} onValueChange={onValueChange} />;
  },
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Groups thousands and takes a comma or a dot for kopecks while typing. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Бюджет' });
    await userEvent.type(input, '12345.5');
    await expect(input).toHaveValue('12\u00a0345,5');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12345.5);
    await userEvent.type(input, '67');
    await expect(input).toHaveValue('12\u00a0345,56');
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const WithValue: Story = {
  args: { value: 150000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('150\u00a0000');
    await expect(canvas.getByText('₽')).toBeVisible();
  },
};

/** Letters are ignored; the value stays a number. */
export const IgnoresLetters: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '1а2б3');
    await expect(input).toHaveValue('123');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(123);
  },
};

/** Out-of-range amounts snap to the limit when the field loses focus. */
export const MinMax: Story = {
  args: { min: 1000, max: 500000 },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox');
    await userEvent.type(input, '50');
    await userEvent.tab();
    await expect(input).toHaveValue('1\u00a0000');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1000);
    await userEvent.clear(input);
    await userEvent.type(input, '9999999');
    await userEvent.tab();
    await expect(input).toHaveValue('500\u00a0000');
  },
};

export const WholeNumbers: Story = {
  args: { fractionDigits: 0, suffix: 'показов', 'aria-label': 'Лимит показов' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    // The comma does nothing when decimals are not allowed.
    await userEvent.type(input, '2500,');
    await expect(input).toHaveValue('2\u00a0500');
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true, value: 0 } };

export const Disabled: Story = { args: { disabled: true, value: 5000 } };

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { value: 125000.5, min: 1000, fractionDigits: 2, suffix: '₽', disabled: false },
};
