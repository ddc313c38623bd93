import type { LoadPlayers, MapBoundingBox, MapPlayer, MapPlayerFilters } from '../map-picker.types';

/**
 * Loads every page of one box. The first page tells the count and the page size; the rest are
 * fetched a few at a time, each handed over as it lands so points appear while the tail loads.
 */
export async function loadAllPages(
  load: LoadPlayers,
  bbox: MapBoundingBox,
  filters: MapPlayerFilters,
  signal: AbortSignal,
  onPage: (players: MapPlayer[], progress: { loaded: number; count: number }) => void,
  concurrency = 4,
): Promise<number> {
  const first = await load(bbox, filters, 1, signal);
  signal.throwIfAborted();
  let loaded = first.results.length;
  const count = first.count;
  onPage(first.results, { loaded, count });
  if (!first.next || first.results.length === 0) return loaded;

  const pageSize = first.results.length;
  const planned = Math.ceil(count / pageSize);
  let nextPage = 2;
  let lastNext: string | null = first.next ?? null;
  let highestDone = 1;

  const worker = async () => {
    while (nextPage <= planned) {
      signal.throwIfAborted();
      const page = nextPage++;
      const res = await load(bbox, filters, page, signal);
      loaded += res.results.length;
      if (page > highestDone) {
        highestDone = page;
        lastNext = res.next ?? null;
      }
      onPage(res.results, { loaded, count });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, planned - 1) }, worker));

  // The count may have grown since page 1: follow `next` until the server says there is no more.
  let page = highestDone + 1;
  while (lastNext) {
    signal.throwIfAborted();
    const res = await load(bbox, filters, page, signal);
    loaded += res.results.length;
    onPage(res.results, { loaded, count: Math.max(count, loaded) });
    lastNext = res.results.length ? (res.next ?? null) : null;
    page += 1;
  }
  return loaded;
}
