import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageAfterRemoval, useListUrlState } from './use-list-url-state';

const SIZES = [10, 20, 50];

function setup(url: string) {
  let location = '';
  const hook = renderHook(
    () => {
      const state = useListUrlState(SIZES);
      const current = useLocation();
      location = current.search;
      return state;
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] })}
        />
      ),
    },
  );
  return { hook, search: () => location };
}

/** A list at /list and another screen at /other; `update` is the list's, from its last render. */
function listAndOther(
  other: { element: ReactNode } | { lazy: () => Promise<{ element: ReactNode }> },
) {
  const list = { update: (() => {}) as ReturnType<typeof useListUrlState>['update'] };
  function List() {
    list.update = useListUrlState(SIZES).update;
    return null;
  }
  const router = createMemoryRouter(
    [
      { path: '/list', element: <List /> },
      { path: '/other', ...other },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  return { router, list };
}

describe('useListUrlState', () => {
  it('gives the list table its paging: a page keeps the filters, a new size goes to page 1', async () => {
    const { hook, search } = setup('/list?status=2&page=3');
    const paging = hook.result.current.pagination(95);
    expect(paging).toMatchObject({ page: 3, pageSize: 10, total: 95, pageSizeOptions: SIZES });
    act(() => paging.onPageChange(4));
    await waitFor(() => expect(search()).toBe('?status=2&page=4'));
    act(() => hook.result.current.pagination(95).onPageSizeChange?.(20));
    await waitFor(() => expect(search()).toBe('?status=2&page_size=20'));
  });

  it('does not write while the user is leaving for another screen (it would cancel that)', async () => {
    let finishLoading: (value: { element: ReactNode }) => void = () => {};
    const { router, list } = listAndOther({
      lazy: () => new Promise((resolve) => (finishLoading = resolve)),
    });
    act(() => void router.navigate('/other'));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    act(() => list.update({ search: 'Ярмарка' }, true, { replace: true }));
    await act(async () => finishLoading({ element: <p>другой экран</p> }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(router.state.location.search).toBe('');
  });

  it('does not write when the navigation started but has not rendered yet (the debounce race)', async () => {
    let finishLoading: (value: { element: ReactNode }) => void = () => {};
    const { router, list } = listAndOther({
      lazy: () => new Promise((resolve) => (finishLoading = resolve)),
    });
    // No act(): the router's state changes, React has not rendered it yet.
    void router.navigate('/other');
    expect(router.state.navigation.state).toBe('loading');
    list.update({ search: 'Ярмарка' }, true, { replace: true });
    await act(async () => finishLoading({ element: <p>другой экран</p> }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/other'));
    expect(router.state.location.search).toBe('');
  });

  it('does not write when the navigation finished before the list re-rendered', async () => {
    const { router, list } = listAndOther({ element: <p>другой экран</p> });
    // No act(): the router is at /other, React still shows the list with its last render.
    await router.navigate('/other');
    expect(router.state.location.pathname).toBe('/other');
    list.update({ search: 'Ярмарка' }, true, { replace: true });
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/other');
    expect(router.state.location.search).toBe('');
  });

  it('reads the page size from page_size, the name every list writes', () => {
    const { hook } = setup('/list?page=3&page_size=20');
    expect(hook.result.current.page).toBe(3);
    expect(hook.result.current.pageSize).toBe(20);
  });

  it('writes pageSize as page_size and starts again from the first page', () => {
    const { hook, search } = setup('/list?page=3');
    act(() => hook.result.current.update({ pageSize: 50 }));
    expect(search()).toBe('?page_size=50');
  });

  it('keeps the page when only the page changes, and leaves defaults out of the URL', () => {
    const { hook, search } = setup('/list?type=2&page_size=20');
    act(() => hook.result.current.update({ page: 4 }));
    expect(search()).toBe('?type=2&page_size=20&page=4');
    act(() => hook.result.current.update({ page: 1, pageSize: 10 }));
    expect(search()).toBe('?type=2');
  });

  it('drops empty and «all» filters, and falls back on sizes it does not offer', () => {
    const { hook, search } = setup('/list?page_size=7&status=1');
    expect(hook.result.current.pageSize).toBe(10);
    act(() => hook.result.current.update({ status: 'all', search: '  ' }));
    expect(search()).toBe('?page_size=7');
  });
});

describe('pageAfterRemoval', () => {
  it('steps back from a page that the removal emptied, and only then', () => {
    expect(pageAfterRemoval({ page: 3, pageSize: 10, total: 21 })).toBe(2);
    expect(pageAfterRemoval({ page: 3, pageSize: 10, total: 25 })).toBe(3);
    expect(pageAfterRemoval({ page: 2, pageSize: 10, total: 20 })).toBe(2);
    expect(pageAfterRemoval({ page: 1, pageSize: 10, total: 1 })).toBe(1);
    expect(pageAfterRemoval({ page: 5, pageSize: 10, total: 41 }, 3)).toBe(4);
  });
});
