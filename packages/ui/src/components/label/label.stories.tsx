import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../input';
import { Label } from './label';
import { PLAYGROUND } from '../../../../../.storybook/visual';

const meta = {
  title: 'Components/Label',
  component: Label,
  args: { children: 'Название кампании', htmlFor: 'label-story-input' },
  argTypes: {
    children: {
      description: "The control's name, as short as it can be («Название кампании»).",
      control: 'text',
    },
    htmlFor: {
      description:
        'The id of the control it names: a click on the label focuses it. Inside a Field it is set for you.',
      control: false,
    },
    asChild: { control: false },
  },
  render: (args) => (
    <div className="grid max-w-sm gap-1.5">
      <Label {...args} />
      <Input id="label-story-input" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Название кампании' })).toBeInTheDocument();
  },
};

/** Every prop in the Controls panel: a label has its text; the rest is wiring to its control. */
export const Playground: Story = {
  args: { children: 'Название кампании', htmlFor: 'label-story-input' },
  parameters: PLAYGROUND,
};
