import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFilterOptions } from './use-filter-options';

const options = {
  types: [{ value: 'BB', label: 'Билборд' }],
  publishers: [],
  cities: [],
};

describe('useFilterOptions', () => {
  it('has empty lists at once without a loader', () => {
    const { result } = renderHook(() => useFilterOptions({ enabled: true }));
    expect(result.current.options).toEqual({ types: [], publishers: [], cities: [] });
    expect(result.current.typeLabel('BB')).toBe('BB');
  });

  it('is null while loading, then labels types from the options', async () => {
    const { result } = renderHook(() =>
      useFilterOptions({ enabled: true, loadFilterOptions: async () => options }),
    );
    expect(result.current.options).toBeNull();
    await waitFor(() => expect(result.current.options).toEqual(options));
    expect(result.current.typeLabel('BB')).toBe('Билборд');
    expect(result.current.typeLabel('XX')).toBe('XX');
  });

  it('prefers the given labels over the options', async () => {
    const { result } = renderHook(() =>
      useFilterOptions({
        enabled: true,
        loadFilterOptions: async () => options,
        typeLabels: { BB: 'Щит' },
      }),
    );
    await waitFor(() => expect(result.current.options).toEqual(options));
    expect(result.current.typeLabel('BB')).toBe('Щит');
  });

  it('reports a failed load, and does not load when disabled', async () => {
    const failing = renderHook(() =>
      useFilterOptions({ enabled: true, loadFilterOptions: () => Promise.reject(new Error('x')) }),
    );
    await waitFor(() => expect(failing.result.current.error).toBe(true));
    const load = vi.fn(async () => options);
    renderHook(() => useFilterOptions({ enabled: false, loadFilterOptions: load }));
    expect(load).not.toHaveBeenCalled();
  });
});
