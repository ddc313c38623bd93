import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Label } from '../label';
import { Switch } from './switch';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { id: 'switch-story', onCheckedChange: fn() },
  argTypes: {
    checked: {
      description: 'On or off. Set here, it holds that state; leave it unset to click it.',
      control: 'boolean',
    },
    defaultChecked: { description: 'The initial state when uncontrolled.', control: 'boolean' },
    disabled: { description: 'Cannot be changed.', control: 'boolean' },
    id: { description: "Links the Label's htmlFor; a Field sets it itself.", control: false },
    onCheckedChange: { control: false },
  },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Switch {...args} />
      <Label htmlFor="switch-story">Быстрый расход бюджета</Label>
    </div>
  ),
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'Быстрый расход бюджета' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { checked: true, disabled: false },
};
