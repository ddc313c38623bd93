import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from '../input';
import { Label } from './label';

const meta = {
  title: 'Components/Label',
  component: Label,
  args: { children: 'Название кампании', htmlFor: 'label-story-input' },
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
