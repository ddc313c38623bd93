/**
 * The Controls panel's descriptions of DataTable's props, shared by the story files of the tables
 * built on it (DataTable, StatsTable): the props are the same, so one text says what each is for.
 */
import type { ArgTypes } from '@storybook/react-vite';
import type { DataTableProps } from './data-table';

export const dataTableArgTypes = {
  caption: {
    description:
      'Names the table for screen readers: what the rows are («Кампании», «Статистика по экранам»).',
    control: 'text',
  },
  captionVisible: {
    description:
      'Shows the caption above the table: on for a table that has no heading of its own on the page.',
    control: 'boolean',
    table: { defaultValue: { summary: 'false' } },
  },
  loading: {
    description: 'The first load, nothing to show yet: skeleton rows in place of the data.',
    control: 'boolean',
    table: { defaultValue: { summary: 'false' } },
  },
  fetching: {
    description:
      'A refetch (another page, another order): the rows stay, dimmed, under a thin progress bar.',
    control: 'boolean',
    table: { defaultValue: { summary: 'false' } },
  },
  error: {
    description:
      'Any text, even empty, shows the error state with it as the details under «Не удалось загрузить данные»; reset the control for the rows.',
    control: 'text',
  },
  skeletonRows: {
    description: 'Skeleton rows while loading: the expected page, so the layout does not jump.',
    control: { type: 'number', min: 1, max: 20 },
    table: { defaultValue: { summary: 'the page size, at most 10' } },
  },
  rowActionsLabel: {
    description:
      "Hidden header of the row actions' column (with rowActions), read by screen readers.",
    control: 'text',
    table: { defaultValue: { summary: 'Действия' } },
  },
  ordering: {
    description:
      'The server order, `field` or `-field`; the owner keeps it and passes onSortingChange.',
    control: false,
  },
  pagination: {
    description: 'Page, page size and total, with their callbacks: the owner keeps them.',
    control: false,
  },
  empty: {
    description: 'Replaces «Нет данных»: an EmptyState that says why and what to do.',
    control: false,
  },
  rowActions: {
    description:
      'Renders the actions of a row: icon buttons for one or two, a menu for more (the RowActions stories).',
    control: false,
  },
  onSortingChange: {
    description: 'Makes the headers sortable; called with the next ordering.',
    control: false,
  },
  onRetry: { description: 'Shows «Повторить» in the error state.', control: false },
} satisfies Partial<ArgTypes<DataTableProps<unknown>>>;
