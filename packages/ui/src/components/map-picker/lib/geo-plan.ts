import { formatNumber } from '../../../format';
import type { MapGeoPlan, MapPlayer } from '../map-picker.types';
import { screensText } from './screens-text';

/**
 * A plan's players, in the plan's order without repeats: those the picker knows (`lookup`), the
 * rest from `resolvePlayers` with all their data. Players still missing are reported in
 * `notice`, not dropped silently.
 */
export async function resolvePlan(
  plan: MapGeoPlan,
  lookup: (id: number) => MapPlayer | undefined,
  resolvePlayers?: (ids: number[], signal: AbortSignal) => Promise<MapPlayer[]>,
): Promise<{ found: MapPlayer[]; notice?: string }> {
  const wanted = [...new Set(plan.players)];
  const byId = new Map<number, MapPlayer>();
  const missing: number[] = [];
  for (const id of wanted) {
    const p = lookup(id);
    if (p) byId.set(id, p);
    else missing.push(id);
  }
  if (missing.length && resolvePlayers) {
    const asked = new Set(missing);
    for (const p of await resolvePlayers(missing, new AbortController().signal)) {
      if (asked.has(p.id)) byId.set(p.id, p);
    }
  }
  const found = wanted.flatMap((id) => byId.get(id) ?? []);
  const lost = wanted.length - found.length;
  if (lost === 0) return { found };
  return {
    found,
    notice: `Геоплан «${plan.name}» применён не полностью: ${screensText(lost)} из ${formatNumber(wanted.length)} не найдено — возможно, они больше не доступны.`,
  };
}
