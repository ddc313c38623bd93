import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Label } from '../label';
import { RadioGroup, RadioGroupItem } from './radio-group';

const genders = [
  { value: 'all', label: 'Все' },
  { value: 'male', label: 'Мужчины' },
  { value: 'female', label: 'Женщины' },
];

const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': 'Пол аудитории', defaultValue: 'all', onValueChange: fn() },
  argTypes: {
    value: {
      description: 'The chosen option. Set here, it holds it; leave it unset to click.',
      control: 'inline-radio',
      options: genders.map((gender) => gender.value),
    },
    defaultValue: { description: 'The initial option when uncontrolled.', control: false },
    orientation: {
      description:
        'Which arrow keys move between options; the layout itself is the className (a flex row).',
      control: 'inline-radio',
      options: ['vertical', 'horizontal'],
    },
    disabled: { description: 'The whole group cannot be changed.', control: 'boolean' },
    'aria-invalid': {
      description: 'Marks the value wrong (red border); a Field sets it from its error.',
      control: 'boolean',
    },
    'aria-label': {
      description: 'Names the group when no visible legend or Field label does.',
      control: 'text',
    },
    onValueChange: { control: false },
  },
  render: (args) => (
    <RadioGroup {...args}>
      {genders.map(({ value, label }) => (
        <div key={value} className="flex items-center gap-2">
          <RadioGroupItem value={value} id={`gender-${value}`} />
          <Label htmlFor={`gender-${value}`}>{label}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Все' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Женщины' }));
    await expect(canvas.getByRole('radio', { name: 'Женщины' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('female');
    // Arrow keys move the choice within the group. Radix moves focus a tick after keydown and
    // checks only while the key is still down, so the test holds it like a person would.
    await userEvent.keyboard('{ArrowUp>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Мужчины' })).toBeChecked());
    await userEvent.keyboard('{/ArrowUp}');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', className: 'flex gap-4' } };

export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: undefined },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { value: 'female', orientation: 'vertical', disabled: false, 'aria-invalid': false },
};
