import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { dataTableArgTypes } from '../data-table/data-table.story-kit';
import { StatsTable, type StatsRow } from './stats-table';
import { PLAYGROUND } from '../../../../../.storybook/visual';

const rows: StatsRow[] = Array.from({ length: 5 }, (_, index) => ({
  id: index + 1,
  name: `Экран ${index + 1}`,
  detail: `Москва, Тверская ул., ${index * 4 + 1}`,
  impressions: 12_000 - index * 1_500,
  ots: 30_000 - index * 2_000,
  spent: 15_300.5 - index * 1_000,
}));

const meta = {
  title: 'Components/StatsTable',
  component: StatsTable,
  args: { rows, caption: 'Статистика по экранам', nameHeader: 'Экран' },
  argTypes: {
    ...dataTableArgTypes,
    rows: {
      description:
        'One row per player or video: name, a detail line (the address), shows, OTS and spend; null figures show «—», never a false 0.',
      control: 'object',
    },
    nameHeader: {
      description: 'Header of the name column: «Экран» per player, «Ролик» per video.',
      control: 'text',
      table: { defaultValue: { summary: 'Название' } },
    },
  },
} satisfies Meta<typeof StatsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Статистика по экранам' });
    const first = within(table).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent('Экран 1');
    await expect(first).toHaveTextContent('12 000');
    await expect(first).toHaveTextContent('15 300,50 ₽');
  },
};

export const Sortable: Story = {
  render: (args) => {
    const [ordering, setOrdering] = useState<string | undefined>('-impressions');
    return <StatsTable {...args} ordering={ordering} onSortingChange={setOrdering} />;
  },
  play: async ({ canvas, userEvent }) => {
    const header = canvas.getByRole('columnheader', { name: /Показы/ });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('button', { name: /Расход/ }));
    await expect(canvas.getByRole('columnheader', { name: /Расход/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

export const Loading: Story = { args: { rows: [], loading: true } };
export const Empty: Story = { args: { rows: [] } };
export const Error: Story = { args: { rows: [], error: true, onRetry: () => {} } };

/** Every prop in the Controls panel; the Sortable story shows the ordering, which needs an owner. */
export const Playground: Story = {
  args: {
    rows,
    caption: 'Статистика по экранам',
    nameHeader: 'Экран',
    captionVisible: false,
    loading: false,
    fetching: false,
    onRetry: fn(),
  },
  parameters: PLAYGROUND,
};
