import { describe, expect, it } from 'vitest';
import { viewState, type ViewStateInput } from './view-state';

const base: ViewStateInput = {
  loading: false,
  fetching: false,
  error: undefined,
  rowCount: 3,
  pageSize: 20,
  skeletonRows: undefined,
};

describe('viewState', () => {
  it('shows the rows when nothing is under way', () => {
    expect(viewState(base)).toEqual({
      hasError: false,
      showSkeleton: false,
      skeletonCount: 10,
      busy: false,
    });
  });

  it('shows a skeleton only on a first load with no rows', () => {
    expect(viewState({ ...base, loading: true, rowCount: 0 }).showSkeleton).toBe(true);
    expect(viewState({ ...base, loading: true }).showSkeleton).toBe(false);
    expect(viewState({ ...base, fetching: true, rowCount: 0 }).showSkeleton).toBe(false);
  });

  it('treats any node but null, undefined and false as an error, and lets it win', () => {
    for (const error of [true, 'Сеть недоступна', 0, '']) {
      expect(viewState({ ...base, error }).hasError).toBe(true);
    }
    for (const error of [null, undefined, false]) {
      expect(viewState({ ...base, error }).hasError).toBe(false);
    }
    expect(viewState({ ...base, loading: true, rowCount: 0, error: true }).showSkeleton).toBe(
      false,
    );
  });

  it('is busy while loading or fetching', () => {
    expect(viewState({ ...base, loading: true }).busy).toBe(true);
    expect(viewState({ ...base, fetching: true }).busy).toBe(true);
  });

  it('sizes the skeleton by the page, at most ten rows, unless told', () => {
    expect(viewState({ ...base, pageSize: 4 }).skeletonCount).toBe(4);
    expect(viewState({ ...base, pageSize: 50 }).skeletonCount).toBe(10);
    expect(viewState({ ...base, pageSize: undefined }).skeletonCount).toBe(5);
    expect(viewState({ ...base, skeletonRows: 2 }).skeletonCount).toBe(2);
  });
});
