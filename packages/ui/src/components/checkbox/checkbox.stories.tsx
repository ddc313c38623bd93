import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Label } from '../label';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { id: 'checkbox-story', onCheckedChange: fn() },
  argTypes: {
    checked: {
      description:
        "Checked, unchecked or «indeterminate» (some of a group's items are chosen). Set here, it holds that state.",
      control: 'inline-radio',
      options: [false, true, 'indeterminate'],
    },
    defaultChecked: { description: 'The initial state when uncontrolled.', control: 'boolean' },
    disabled: { description: 'Cannot be changed; its label stays readable.', control: 'boolean' },
    'aria-invalid': {
      description: 'Marks the value wrong (red border); a Field sets it from its error.',
      control: 'boolean',
    },
    id: { description: "Links the Label's htmlFor; a Field sets it itself.", control: false },
    onCheckedChange: { control: false },
  },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} />
      <Label htmlFor="checkbox-story">Переносить остаток бюджета</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Переносить остаток бюджета' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  },
};

export const Invalid: Story = { args: { 'aria-invalid': true } };

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { checked: true, disabled: false, 'aria-invalid': false },
};
