import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Info } from 'lucide-react';
import { Button } from '../button';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  parameters: { layout: 'centered' },
  argTypes: {
    open: {
      description: 'Holds it open (for a look); unset, it opens on hover and on keyboard focus.',
      control: 'boolean',
    },
    delayDuration: {
      description: 'Hover delay in ms; TooltipProvider sets 300 for the whole app.',
      control: { type: 'number', min: 0, step: 100 },
    },
    defaultOpen: { control: false },
    onOpenChange: { control: false },
  },
  decorators: [(Story) => <TooltipProvider delayDuration={0}>{Story()}</TooltipProvider>],
  render: (args) => (
    <Tooltip {...args}>
      <TooltipTrigger asChild>
        <Button variant="outline" size="icon" aria-label="Что такое OTS">
          <Info aria-hidden />
        </Button>
      </TooltipTrigger>
      <TooltipContent>OTS — число контактов с аудиторией за один показ</TooltipContent>
    </Tooltip>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Что такое OTS' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'OTS — число контактов с аудиторией за один показ',
    );
    await userEvent.unhover(canvas.getByRole('button', { name: 'Что такое OTS' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Keyboard users get the tooltip on focus, and it describes the button. */
export const OnFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Что такое OTS' });
    await expect(button).toHaveFocus();
    await screen.findByRole('tooltip');
    await expect(button).toHaveAccessibleDescription(
      'OTS — число контактов с аудиторией за один показ',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { open: true } };

/** Every prop in the Controls panel; hover or focus the button. */
export const Playground: Story = {
  args: { delayDuration: 300 },
};
