import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useFilters } from './use-filters';

describe('useFilters', () => {
  it('gives equal filters one key and keeps their normal form', () => {
    const { result, rerender } = renderHook(({ filters }) => useFilters({ filters }), {
      initialProps: { filters: { typeNames: ['MF', 'BB'], cities: [] } },
    });
    const first = result.current.normalized;
    expect(first).toEqual({ typeNames: ['BB', 'MF'] });
    rerender({ filters: { typeNames: ['BB', 'MF'], cities: [] } });
    expect(result.current.normalized).toBe(first);
    rerender({ filters: { typeNames: ['BB'], cities: [] } });
    expect(result.current.normalized).toEqual({ typeNames: ['BB'] });
  });

  it('edits its own filters when uncontrolled and reports them', () => {
    const onFiltersChange = vi.fn();
    const { result } = renderHook(() =>
      useFilters({ defaultFilters: { hasPhoto: true }, onFiltersChange }),
    );
    const before = result.current.key;
    act(() => result.current.setFilters({ hasPhoto: true, indoor: true }));
    expect(result.current.filters).toEqual({ hasPhoto: true, indoor: true });
    expect(result.current.key).not.toBe(before);
    expect(onFiltersChange).toHaveBeenCalledWith({ hasPhoto: true, indoor: true });
  });
});
