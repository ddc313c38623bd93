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
  argTypes: {
    kind: {
      description: 'The enumeration of the API the value belongs to; it picks the colour map.',
      control: 'select',
      options: Object.keys(statusMaps),
    },
    value: {
      description: 'The numeric value from the API; one the map does not know shows neutral.',
      control: { type: 'number', min: 0, max: 9, step: 1 },
    },
    label: {
      description: "The Russian word, from @ekran/api's label maps (ui holds no words).",
      control: 'text',
    },
    appearance: {
      description: 'As Badge: soft by default, solid to stand out.',
      control: 'select',
      options: ['soft', 'solid', 'outline'],
    },
  },
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

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: { kind: 'campaignModerationStatus', value: 3, label: 'Отклонена' },
};
