import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ColumnDef } from '@tanstack/react-table';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Copy, Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { formatDate } from '../../format/date';
import { formatMoney } from '../../format/money';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import { EmptyState } from '../empty-state';
import { IconButton } from '../icon-button';
import { DataTable, type DataTableProps } from './data-table';
import { dataTableArgTypes } from './data-table.story-kit';
import { componentModes, PLAYGROUND } from '../../../../../.storybook/visual';

type Campaign = {
  id: number;
  name: string;
  status: string;
  start_date: string;
  budget: number;
};

const statuses = ['Активна', 'Пауза', 'Черновик', 'Завершена', 'На модерации'];
const names = ['Весна', 'Открытие', 'Распродажа', 'Бренд', 'Акция', 'Премьера', 'Неделя скидок'];

/** 47 fixed campaigns: derived from the index, so every run sees the same rows. */
const campaigns: Campaign[] = Array.from({ length: 47 }, (_, index) => ({
  id: index + 1,
  name: `${names[index % names.length]} ${index + 1}`,
  status: statuses[(index * 3) % statuses.length]!,
  start_date: `2026-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
  budget: ((index * 7919) % 50) * 10_000 + 5_000,
}));

const columns: ColumnDef<Campaign, unknown>[] = [
  // `meta.mobile`: what each column shows in a row's card on a phone (the Phone stories).
  { accessorKey: 'name', header: 'Название', meta: { mobile: 'title' } },
  { accessorKey: 'status', header: 'Статус', enableSorting: false, meta: { mobile: 'badge' } },
  {
    accessorKey: 'start_date',
    header: 'Начало',
    meta: { mobile: 'figure' },
    cell: ({ row }) => formatDate(row.original.start_date),
  },
  {
    accessorKey: 'budget',
    header: 'Бюджет',
    meta: { mobile: 'figure' },
    cell: ({ row }) => <span className="tabular-nums">{formatMoney(row.original.budget)}</span>,
  },
];

/** The server side in miniature: sorts by `ordering`, then cuts the page. */
function query(ordering: string | undefined, page: number, pageSize: number) {
  const rows = [...campaigns];
  if (ordering) {
    const desc = ordering.startsWith('-');
    const field = (desc ? ordering.slice(1) : ordering) as keyof Campaign;
    rows.sort((a, b) => {
      const order = String(a[field]).localeCompare(String(b[field]), 'ru', { numeric: true });
      return desc ? -order : order;
    });
  }
  return rows.slice((page - 1) * pageSize, page * pageSize);
}

type ServerTableProps = Partial<DataTableProps<Campaign>> & {
  onOrdering?: (ordering: string | undefined) => void;
};

/** A table wired to the in-memory "server": ordering, page and page size in state. */
function ServerTable({ onOrdering, ...props }: ServerTableProps) {
  const [ordering, setOrdering] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  return (
    <DataTable<Campaign>
      caption="Кампании"
      columns={columns}
      getRowId={(row) => String(row.id)}
      data={query(ordering, page, pageSize)}
      ordering={ordering}
      onSortingChange={(next) => {
        setOrdering(next);
        setPage(1);
        onOrdering?.(next);
      }}
      pagination={{
        page,
        pageSize,
        total: campaigns.length,
        onPageChange: setPage,
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPage(1);
        },
      }}
      {...props}
    />
  );
}

const firstCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);

const meta = {
  title: 'Components/DataTable',
  // Stories render the table through a stand-in server so sorting and paging really work.
  component: ServerTable,
  args: { onOrdering: fn() },
  argTypes: {
    ...dataTableArgTypes,
    columns: {
      description:
        "TanStack column definitions; a column's `meta.mobile` puts it on a phone's card.",
      control: false,
    },
    data: { description: "The current page's rows, as the server sent them.", control: false },
    getRowId: { description: 'Stable row keys: the entity id.', control: false },
    onOrdering: {
      description: "The stand-in server's report of each new ordering (the Actions panel).",
      control: false,
    },
  },
} satisfies Meta<typeof ServerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  parameters: {
    chromatic: {
      ignoreSelectors: ['[data-position]', '[data-slot="data-table-page-size-select"]'],
    },
    visual: {
      why: 'toasts close on a timer; the size select, just changed by the play function, is drawn a shade heavier when the tests run many files in one page (the Phone stories show it)',
    },
  },
  play: async ({ canvas, args }) => {
    const onOrdering = args.onOrdering;
    const table = canvas.getByRole('table', { name: 'Кампании' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('Страница 1 из 5')).toBeInTheDocument();
    await expect(canvas.getByText('Показано 1–10 из 47')).toBeInTheDocument();

    // Sorting: asc, desc, then back to the server's order; the header carries aria-sort.
    const nameHeader = canvas.getByRole('columnheader', { name: /Название/ });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.getByRole('columnheader', { name: 'Статус' })).not.toHaveAttribute(
      'aria-sort',
    );
    await userEvent.click(within(nameHeader).getByRole('button', { name: /Название/ }));
    await expect(onOrdering).toHaveBeenLastCalledWith('name');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstCells(table)[0]).toBe('Акция 5');

    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(onOrdering).toHaveBeenLastCalledWith('-name');
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstCells(table)[0]).toBe('Распродажа 45');

    await userEvent.click(within(nameHeader).getByRole('button'));
    await expect(onOrdering).toHaveBeenLastCalledWith(undefined);
    await expect(nameHeader).toHaveAttribute('aria-sort', 'none');

    const budgetHeader = canvas.getByRole('columnheader', { name: /Бюджет/ });
    await userEvent.click(within(budgetHeader).getByRole('button'));
    await expect(onOrdering).toHaveBeenLastCalledWith('budget');
    await userEvent.click(within(budgetHeader).getByRole('button'));
    await expect(onOrdering).toHaveBeenLastCalledWith('-budget');

    // Paging.
    await userEvent.click(canvas.getByRole('button', { name: 'Следующая страница' }));
    await expect(canvas.getByText('Страница 2 из 5')).toBeInTheDocument();
    await expect(canvas.getByText('Показано 11–20 из 47')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Последняя страница' }));
    await expect(canvas.getByText('Страница 5 из 5')).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(8);

    // Page size goes back to the first page.
    await userEvent.selectOptions(canvas.getByLabelText('Строк на странице'), '20');
    await expect(canvas.getByText('Страница 1 из 3')).toBeInTheDocument();
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
  },
};

export const Loading: Story = {
  args: { data: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Кампании' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-row"]')).toHaveLength(10);
    await expect(canvas.queryByText('Нет данных')).not.toBeInTheDocument();
  },
};

/** A refetch (new page or ordering): the old rows stay, dimmed, with a thin progress bar. */
export const Fetching: Story = {
  args: { fetching: true },
  parameters: { refreshing: 'shown' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Кампании' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(
      canvas.getByRole('progressbar', { name: 'Обновление данных' }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [], pagination: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Нет данных')).toBeInTheDocument();
  },
};

export const CustomEmpty: Story = {
  args: {
    data: [],
    pagination: undefined,
    empty: (
      <EmptyState
        title="Ничего не найдено"
        text="Измените запрос или сбросьте фильтры."
        action={<Button variant="outline">Сбросить фильтры</Button>}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Ничего не найдено' })).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  args: {
    error: 'Сервер не ответил вовремя.',
    onRetry: fn(),
  },
  play: async ({ canvas, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Не удалось загрузить данные');
    await expect(alert).toHaveTextContent('Сервер не ответил вовремя.');
    await userEvent.click(canvas.getByRole('button', { name: 'Повторить' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

const onEdit = fn();
const onDelete = fn();

export const RowActions: Story = {
  args: {
    rowActions: (row: Campaign) => (
      <div className="flex justify-end gap-1">
        <IconButton aria-label={`Изменить «${row.name}»`} size="sm" onClick={() => onEdit(row.id)}>
          <Pencil aria-hidden />
        </IconButton>
        <IconButton aria-label={`Удалить «${row.name}»`} size="sm" onClick={() => onDelete(row.id)}>
          <Trash2 aria-hidden />
        </IconButton>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Действия' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Изменить «Открытие 2»' }));
    await expect(onEdit).toHaveBeenCalledWith(2);
    await waitFor(() => expect(onDelete).not.toHaveBeenCalled());
  },
};

export const VisibleCaption: Story = {
  args: { caption: 'Последние кампании', captionVisible: true, pagination: undefined },
};

const onDuplicate = fn();

/** Row actions as a menu, the way the campaigns list shows them. */
export const RowActionsMenu: Story = {
  args: {
    rowActions: (row: Campaign) => (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton aria-label={`Действия с «${row.name}»`} size="sm">
            <Ellipsis aria-hidden />
          </IconButton>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => onEdit(row.id)}>
            <Pencil aria-hidden />
            Изменить
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onDuplicate(row.id)}>
            <Copy aria-hidden />
            Дублировать
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => onDelete(row.id)}>
            <Trash2 aria-hidden />
            Удалить
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Действия с «Весна 1»' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Дублировать' }));
    await expect(onDuplicate).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * A phone (below md): each row is a card with its name, its badge, the figures under their headers
 * and the row actions' menu; the sort order is a sheet of orders, since there are no headers to
 * click.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: componentModes('phone') } },
  args: { rowActions: RowActionsMenu.args?.rowActions },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const list = canvas.getByRole('list', { name: 'Кампании' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(10);
    await expect(within(cards[0]!).getByText('Весна 1')).toBeVisible();
    await expect(within(cards[0]!).getByText('Бюджет')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    await userEvent.click(canvas.getByRole('button', { name: 'Сортировка' }));
    const sheet = await screen.findByRole('dialog', { name: 'Сортировка' });
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Бюджет: по убыванию' }));
    await expect(args.onOrdering).toHaveBeenLastCalledWith('-budget');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Готово' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const first = within(canvas.getByRole('list', { name: 'Кампании' })).getAllByRole(
      'listitem',
    )[0]!;
    const trigger = within(first).getByRole('button', { name: /^Действия с/ });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Изменить' }));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  },
};

/**
 * A phone while the first page loads: card-shaped outlines as tall as the cards, and no pagination
 * bar yet, so nothing moves (no layout shift) when the rows arrive.
 */
export const PhoneLoading: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  parameters: { chromatic: { modes: componentModes('phone') } },
  args: { data: [], loading: true, rowActions: RowActionsMenu.args?.rowActions },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton-card"]')).toHaveLength(10);
    await expect(within(canvasElement).queryByText('Строк на странице')).not.toBeInTheDocument();
  },
};

/**
 * Every prop in the Controls panel. The rows, the columns, the order and the pages stay the
 * stand-in server's, so sorting and paging still work; `empty` and `rowActions` take nodes and
 * functions, shown by the CustomEmpty and RowActions stories.
 */
export const Playground: Story = {
  args: {
    caption: 'Кампании',
    captionVisible: false,
    loading: false,
    fetching: false,
    onRetry: fn(),
  },
  parameters: PLAYGROUND,
};
