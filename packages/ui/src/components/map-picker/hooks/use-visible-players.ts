import { useMemo } from 'react';
import { createPlayerPredicate, facetCounts, inBounds, sumPlayers } from '../lib/filters';
import type { MapPlayer, MapPlayerFilters } from '../map-picker.types';
import type { LoadedPlayers, MapView } from './use-viewport-loader';

/**
 * What the map shows and what the panels count: the loaded players the filters match, less the
 * chosen ones when hidden; read-only or without a loader, the chosen players. `inView` is
 * the part inside the view; `facets` counts the filter options over the loaded players in view.
 */
export function useVisiblePlayers({
  readOnly,
  hasLoader,
  loaded,
  chosen,
  chosenIds,
  filters,
  hideChosen,
  view,
}: {
  readOnly: boolean;
  /** Without a loader (or read-only) the map shows only the chosen players. */
  hasLoader: boolean;
  loaded: LoadedPlayers | null;
  chosen: MapPlayer[];
  chosenIds: ReadonlySet<number>;
  /** Normalised filters. */
  filters: MapPlayerFilters;
  hideChosen: boolean;
  view: MapView | null;
}) {
  const displayed = useMemo(() => {
    if (readOnly || !hasLoader) return chosen;
    if (!loaded) return [];
    // Until the new filters' players arrive, the ones already loaded are filtered here: narrowing
    // a filter answers at once, and the request only adds what was not on the screen.
    const match = createPlayerPredicate(filters);
    return loaded.players.filter((p) => match(p) && !(hideChosen && chosenIds.has(p.id)));
  }, [loaded, readOnly, hasLoader, chosen, filters, hideChosen, chosenIds]);

  const inView = useMemo(() => {
    if (!view) return [];
    return displayed.filter((p) => inBounds(p, view.bounds));
  }, [displayed, view]);
  const inViewTotals = useMemo(() => sumPlayers(inView), [inView]);

  // The list call returns no per-option counts: they are counted over the loaded players in view.
  const hiddenIds = hideChosen ? chosenIds : null;
  const facets = useMemo(() => {
    if (readOnly || !loaded || !view) return null;
    const bounds = view.bounds;
    return facetCounts(
      loaded.players,
      filters,
      (p) => inBounds(p, bounds) && !hiddenIds?.has(p.id),
    );
  }, [readOnly, loaded, view, filters, hiddenIds]);

  return { displayed, inView, inViewTotals, facets };
}
