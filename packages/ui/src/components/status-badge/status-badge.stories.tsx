import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './status-badge';
import { statusMaps, type StatusKind } from './status-maps';

/**
 * The badge in the colour of an enum value. The words are not ui's: the app passes the labels of
 * `@ekran/api` (see Foundations/Enum labels for every value with its real words).
 */
const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { kind: 'campaignStatus', value: 1, label: 'Активна' },
  argTypes: { kind: { control: 'select', options: Object.keys(statusMaps) } },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Активна')).toHaveClass('bg-success-soft');
  },
};

/** Every tone a kind uses, labelled with the value and its tone. */
export const Tones: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      {(Object.keys(statusMaps) as StatusKind[]).map((kind) => (
        <div key={kind} className="flex flex-wrap gap-2">
          {Object.entries(statusMaps[kind]).map(([value, tone]) => (
            <StatusBadge
              key={value}
              kind={kind}
              value={Number(value)}
              label={`${kind} ${value}: ${tone}`}
            />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('campaignModerationStatus 3: destructive')).toHaveClass(
      'bg-destructive-soft',
    );
  },
};

/** A value the maps do not know: neutral, with the caller's fallback word. */
export const Unknown: Story = {
  args: { value: 42, label: 'Неизвестно' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Неизвестно')).toHaveAttribute('data-value', '42');
  },
};

export const Solid: Story = {
  args: { appearance: 'solid', kind: 'campaignModerationStatus', value: 3, label: 'Отклонена' },
};
