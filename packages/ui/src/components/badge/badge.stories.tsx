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
    tone: { control: 'select', options: tones },
    appearance: { control: 'select', options: ['soft', 'solid', 'outline'] },
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
