import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Chart } from './chart';
import type { ChartDatum, ChartSeries } from './chart-types';
import { PLAYGROUND } from '../../../../../.storybook/visual';

/** Two fixed weeks of statistics, derived from the day number so every run is the same. */
const days: ChartDatum[] = Array.from({ length: 14 }, (_, index) => {
  const day = index + 1;
  const shows = 8_000 + ((day * 3_571) % 6_000) + (day % 7 >= 5 ? 3_000 : 0);
  return {
    date: `2026-10-${String(day).padStart(2, '0')}`,
    shows,
    spend: Math.round(shows * 1.35 * 100) / 100,
  };
});

const series: ChartSeries[] = [
  { key: 'shows', label: 'Показы', kind: 'bar', format: 'number', color: 'info' },
  { key: 'spend', label: 'Расход', kind: 'line', format: 'money', axis: 'right', color: 'primary' },
];

const meta = {
  title: 'Components/Chart',
  component: Chart,
  args: {
    title: 'Показы и расход по дням',
    data: days,
    series,
    className: 'max-w-3xl',
  },
  argTypes: {
    title: {
      description:
        'Names the figure and its table: what is plotted, by what («Показы и расход по дням»).',
      control: 'text',
    },
    hideTitle: {
      description:
        'Hides the title on screen (screen readers keep it) when a card heading already says it.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    data: {
      description:
        'One row per day: `date` (ISO) and a field per series; null is a day without a figure.',
      control: 'object',
    },
    series: {
      description:
        'What to plot from each row: key, label, kind (bar for counts, line for money or a trend), format (number, money), axis (money on the right when counts are on the left), color (a semantic token).',
      control: 'object',
    },
    height: {
      description: 'Height of the plot in px; lower it for a chart in a small card.',
      control: { type: 'number', min: 120, max: 600, step: 20 },
      table: { defaultValue: { summary: '280' } },
    },
    loading: {
      description: 'The statistics are loading: a placeholder of the plot’s size.',
      control: 'boolean',
      table: { defaultValue: { summary: 'false' } },
    },
    error: {
      description:
        'Any text, even empty, shows the error state with it as the details under «Не удалось загрузить статистику»; reset the control for the chart.',
      control: 'text',
    },
    defaultView: {
      description: 'What shows first: chart for trends; table where the exact figures matter more.',
      control: 'inline-radio',
      options: ['chart', 'table'],
      table: { defaultValue: { summary: 'chart' } },
    },
    showTotals: {
      description:
        'Adds «Итого» to the table: off when the figures do not add up (averages, rates).',
      control: 'boolean',
      table: { defaultValue: { summary: 'true' } },
    },
    empty: { description: 'Replaces «Нет данных за выбранный период».', control: false },
    onRetry: { description: 'Shows «Повторить» in the error state.', control: false },
  },
  parameters: {
    // The plot is aria-hidden (the table carries the numbers); scanning hundreds of SVG nodes
    // only makes the accessibility check slow.
    a11y: { context: { exclude: ['[data-slot="chart-plot"]'] } },
  },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('figure', { name: 'Показы и расход по дням' }),
    ).toBeInTheDocument();
    // The plot is drawn once its box has a width: a bar per day.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[data-slot="chart-bar"]').length).toBe(14),
    );
    // Axis ticks read dd.mm; money ticks are whole roubles.
    const plot = canvasElement.querySelector('[data-slot="chart-plot"]') as HTMLElement;
    await expect(within(plot).getAllByText(/^\d{2}\.10$/).length).toBeGreaterThan(3);
    await expect(within(plot).getAllByText(/^[\d\s]+ ₽$/).length).toBeGreaterThan(1);

    // The numbers are in a table for screen readers even while the plot shows.
    const table = canvas.getByRole('table', { name: 'Показы и расход по дням' });
    await expect(within(table).getAllByRole('row')).toHaveLength(16);
    await expect(within(table).getByRole('rowheader', { name: '01.10.26' })).toBeInTheDocument();
  },
};

export const TableView: Story = {
  play: async ({ canvas, canvasElement }) => {
    const toggle = canvas.getByRole('button', { name: 'Таблица' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(canvasElement.querySelector('[data-slot="chart-plot"]')).toBeNull();

    const table = canvas.getByRole('table', { name: 'Показы и расход по дням' });
    await expect(table).toBeVisible();
    const first = within(table).getByRole('rowheader', { name: '01.10.26' }).closest('tr');
    await expect(first).toHaveTextContent('11 571');
    await expect(first).toHaveTextContent('15 620,85 ₽');
    await expect(within(table).getByRole('rowheader', { name: 'Итого' })).toBeInTheDocument();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const LinesOnly: Story = {
  args: {
    title: 'Расход по дням',
    series: [{ key: 'spend', label: 'Расход', format: 'money', color: 'primary' }],
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Таблица' })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Нет данных за выбранный период')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  args: { error: 'Сервер статистики недоступен.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Не удалось загрузить статистику');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Таблица' })).not.toBeInTheDocument();
  },
};

/** Every prop in the Controls panel; the chart starts over when defaultView changes, as it is read once. */
export const Playground: Story = {
  args: {
    title: 'Показы и расход по дням',
    hideTitle: false,
    data: days,
    series,
    height: 280,
    loading: false,
    defaultView: 'chart',
    showTotals: true,
    onRetry: fn(),
  },
  render: (args) => <Chart key={args.defaultView} {...args} />,
  parameters: PLAYGROUND,
};
