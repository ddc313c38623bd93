import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, type BadgeProps } from './badge';

const tones = ['neutral', 'primary', 'success', 'warning', 'destructive', 'info'] as const;
const labels = {
  neutral: 'Черновик',
  primary: 'Новое',
  success: 'Активна',
  warning: 'На паузе',
  destructive: 'Отклонена',
  info: 'На модерации',
} as const;

/** Every tone side by side in one appearance. */
function ToneRow({ appearance }: Pick<BadgeProps, 'appearance'>) {
  return (
    <div className="flex flex-wrap gap-2">
      {tones.map((tone) => (
        <Badge key={tone} tone={tone} appearance={appearance}>
          {labels[tone]}
        </Badge>
      ))}
    </div>
  );
}

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Активна', tone: 'success' },
  argTypes: {
    tone: {
      description:
        'The meaning: success (active, approved), warning (paused, waiting), destructive (rejected), info (in review), primary (a type to tell apart), neutral (draft, ended).',
      control: 'select',
      options: tones,
      table: { defaultValue: { summary: 'neutral' } },
    },
    appearance: {
      description:
        'soft for statuses in tables and cards; solid for the one badge that must stand out; outline for a quiet tag.',
      control: 'select',
      options: ['soft', 'solid', 'outline'],
      table: { defaultValue: { summary: 'soft' } },
    },
    children: { description: 'One or two words.', control: 'text' },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Активна')).toHaveClass('bg-success-soft');
  },
};

export const Soft: Story = { render: () => <ToneRow /> };

export const Solid: Story = { render: () => <ToneRow appearance="solid" /> };

export const Outline: Story = { render: () => <ToneRow appearance="outline" /> };

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { tone: 'warning', appearance: 'soft', children: 'На паузе' },
};
