import { useCallback, useEffect, useState } from 'react';
import type { MapFilterOptions } from '../map-picker.types';

const NO_OPTIONS: MapFilterOptions = { types: [], publishers: [], cities: [] };

/**
 * The filter lists (types, publishers, cities) and the label of a type code. Without a loader the
 * lists are empty at once; while one loads they are `null`; a failed load sets `error`.
 */
export function useFilterOptions({
  loadFilterOptions,
  enabled,
  typeLabels,
}: {
  loadFilterOptions?: (signal: AbortSignal) => Promise<MapFilterOptions>;
  enabled: boolean;
  typeLabels?: Record<string, string>;
}) {
  const [loaded, setLoaded] = useState<MapFilterOptions | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    if (!loadFilterOptions || !enabled) return;
    const controller = new AbortController();
    loadFilterOptions(controller.signal).then(setLoaded, () => {
      if (!controller.signal.aborted) setError(true);
    });
    return () => controller.abort();
  }, [loadFilterOptions, enabled]);
  const typeLabel = useCallback(
    (code: string) =>
      typeLabels?.[code] ?? loaded?.types.find((t) => t.value === code)?.label ?? code,
    [loaded, typeLabels],
  );
  return { options: loaded ?? (loadFilterOptions ? null : NO_OPTIONS), error, typeLabel };
}
