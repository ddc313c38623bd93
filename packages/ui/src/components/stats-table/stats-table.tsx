import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { formatMoney } from '../../format/money';
import { formatNumber } from '../../format/number';
import { DataTable, type DataTableProps } from '../data-table';

/** One line of campaign statistics: a player, a video or any other slice. */
export type StatsRow = {
  id: number | string;
  name: string;
  /** Second line under the name, e.g. the player's address. */
  detail?: string | null;
  /** Null when the server did not say: shown «—», never a false 0. */
  impressions: number | null;
  ots: number | null;
  /** Roubles; null when unknown. */
  spent: number | null;
};

export type StatsTableProps = Omit<DataTableProps<StatsRow>, 'columns' | 'data' | 'getRowId'> & {
  rows: StatsRow[];
  /** Header of the name column («Экран», «Ролик»). */
  nameHeader?: ReactNode;
};

const figure = (value: string) => <span className="whitespace-nowrap tabular-nums">{value}</span>;

const columnsFor = (nameHeader: ReactNode): ColumnDef<StatsRow, unknown>[] => [
  {
    accessorKey: 'name',
    header: () => nameHeader,
    cell: ({ row }) => (
      <div className="flex min-w-0 flex-col">
        <span className="font-medium">{row.original.name}</span>
        {row.original.detail ? (
          <span className="text-xs text-muted-foreground">{row.original.detail}</span>
        ) : null}
      </div>
    ),
  },
  {
    accessorKey: 'impressions',
    header: 'Показы',
    cell: ({ row }) => figure(formatNumber(row.original.impressions)),
  },
  { accessorKey: 'ots', header: 'OTS', cell: ({ row }) => figure(formatNumber(row.original.ots)) },
  {
    accessorKey: 'spent',
    header: 'Расход',
    cell: ({ row }) => figure(formatMoney(row.original.spent)),
  },
];

/**
 * Per-player or per-video campaign statistics (shows, OTS, spend) on a server-driven DataTable:
 * column ids `name`, `impressions`, `ots`, `spent` are the orderings the statistics calls accept.
 */
export function StatsTable({ rows, nameHeader = 'Название', ...props }: StatsTableProps) {
  return (
    <DataTable<StatsRow>
      data-slot="stats-table"
      columns={columnsFor(nameHeader)}
      data={rows}
      getRowId={(row) => String(row.id)}
      {...props}
    />
  );
}
