import { useMemo } from 'react';
import { filtersKey, normalizeFilters } from '../lib/filters';
import type { MapPlayerFilters } from '../map-picker.types';
import { useControllable } from './use-controllable';

/**
 * The player filters, controlled or not, with their normal form and cache key: equal filters
 * written differently (an empty list, an unsorted one) share one key, so nothing reloads.
 */
export function useFilters({
  filters: value,
  defaultFilters,
  onFiltersChange,
}: {
  filters?: MapPlayerFilters;
  defaultFilters?: MapPlayerFilters;
  onFiltersChange?: (filters: MapPlayerFilters) => void;
}) {
  const [filters, setFilters] = useControllable(value, defaultFilters ?? {}, onFiltersChange);
  const key = filtersKey(filters);
  // Keyed on the normal form: a parent's fresh but equal object keeps the same filters.
  const normalized = useMemo(() => normalizeFilters(filters), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return { filters, setFilters, key, normalized };
}
