import type { ReactNode } from 'react';
import { showsError } from '../../lib/error-node';

export type ViewStateInput = {
  loading: boolean;
  fetching: boolean;
  error: ReactNode;
  /** Rows the owner passed in. */
  rowCount: number;
  pageSize: number | undefined;
  skeletonRows: number | undefined;
};

export type ViewState = {
  hasError: boolean;
  /** First load with nothing to show: outlines instead of rows, and no footer yet. */
  showSkeleton: boolean;
  skeletonCount: number;
  /** Marks the rows `aria-busy`. */
  busy: boolean;
};

/** Which of the table's states the props ask for; an error wins over a loading skeleton. */
export function viewState({
  loading,
  fetching,
  error,
  rowCount,
  pageSize,
  skeletonRows,
}: ViewStateInput): ViewState {
  const hasError = showsError(error);
  return {
    hasError,
    showSkeleton: loading && rowCount === 0 && !hasError,
    skeletonCount: skeletonRows ?? Math.min(pageSize ?? 5, 10),
    busy: loading || fetching,
  };
}

/** What the card list and the table both take to show the rows. */
export type RowsViewProps<TData> = {
  view: ViewState;
  /** Names the rows for screen readers. */
  caption: ReactNode;
  /** A refetch is under way: a bar over the rows, which dim. */
  fetching: boolean;
  rowActions?: (row: TData) => ReactNode;
};
