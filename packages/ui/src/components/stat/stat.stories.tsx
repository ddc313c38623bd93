import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stat } from './stat';

const meta = {
  title: 'Components/Stat',
  component: Stat,
  args: {
    label: 'Показы за 30 дней',
    value: '1 254 300',
    hint: 'по всем активным кампаниям',
    trend: { direction: 'up', label: '+12 % к прошлому периоду', tone: 'positive' },
    className: 'w-72',
  },
  argTypes: {
    label: { description: 'What the figure counts.', control: 'text' },
    value: {
      description: 'The figure, already formatted (formatMoney, formatNumber); unset shows «—».',
      control: 'text',
    },
    hint: { description: 'A small line under the figure: the period, the scope.', control: 'text' },
    trend: {
      description:
        'The change: direction (up, down, flat) and tone apart (positive, negative, neutral): more spend going up is not good news.',
      control: 'object',
    },
    loading: {
      description: 'Placeholders instead of the figures; announced as busy.',
      control: 'boolean',
    },
  },
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('term')).toHaveTextContent('Показы за 30 дней');
    await expect(canvas.getByText('1 254 300')).toBeInTheDocument();
    await expect(canvas.getByText(/рост:/)).toBeInTheDocument();
  },
};

export const NegativeTrend: Story = {
  args: {
    label: 'Расход',
    value: '48 200,00 ₽',
    hint: undefined,
    trend: { direction: 'up', label: '+30 % за неделю', tone: 'negative' },
  },
};

export const WithoutValue: Story = {
  args: { value: undefined, hint: undefined, trend: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition')).toHaveTextContent('—');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('1 254 300')).not.toBeInTheDocument();
  },
};

export const Grid: Story = {
  render: () => (
    <div className="grid gap-4 sm:grid-cols-3">
      <Stat label="Баланс" value="120 000,00 ₽" hint="доступно 95 000,00 ₽" />
      <Stat label="Активные кампании" value="7" />
      <Stat
        label="Расход за 30 дней"
        value="48 200,00 ₽"
        trend={{ direction: 'flat', label: 'как в прошлом месяце' }}
      />
    </div>
  ),
};

/** Every prop in the Controls panel. */
export const Playground: Story = {
  args: {
    label: 'Расход за 30 дней',
    value: '48 200,00 ₽',
    hint: 'из 60 000,00 ₽ бюджета',
    trend: { direction: 'up', label: '+8 % к прошлому периоду', tone: 'negative' },
    loading: false,
  },
};
