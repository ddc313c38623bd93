import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { MapPlayer } from '../map-picker.types';
import { useControllable } from './use-controllable';

export type Choice = {
  chosen: MapPlayer[];
  chosenIds: ReadonlySet<number>;
  chosenIdList: number[];
  /** The latest choice, for work that starts later (a request, a lasso) without re-running. */
  latest: { readonly current: MapPlayer[] };
  /** A chosen player by id; stable, so effects may depend on it. */
  find: (id: number) => MapPlayer | undefined;
  set: (next: MapPlayer[]) => void;
  add: (players: Iterable<MapPlayer>) => void;
  remove: (ids: Iterable<number>) => void;
  toggle: (player: MapPlayer, on: boolean) => void;
  removeOne: (id: number) => void;
  clear: () => void;
};

/**
 * The chosen players, controlled or not. Additions skip players already chosen and a change that
 * changes nothing is not reported, so `onChange` means the choice really changed.
 */
export function useChoice({
  value,
  defaultValue,
  onChange,
}: {
  value?: MapPlayer[];
  defaultValue?: MapPlayer[];
  onChange?: (players: MapPlayer[]) => void;
}): Choice {
  const [chosen, store] = useControllable(value, defaultValue ?? [], onChange);
  const chosenIdList = useMemo(() => chosen.map((p) => p.id), [chosen]);
  const chosenIds = useMemo(() => new Set(chosenIdList), [chosenIdList]);
  const byId = useMemo(() => new Map(chosen.map((p) => [p.id, p])), [chosen]);
  const latest = useRef(chosen);
  const byIdRef = useRef(byId);
  useEffect(() => {
    latest.current = chosen;
    byIdRef.current = byId;
  }, [chosen, byId]);

  // Two changes in one event (a lasso, then a click) build on each other, not on the last render.
  const set = useCallback(
    (next: MapPlayer[]) => {
      latest.current = next;
      store(next);
    },
    [store],
  );
  const add = useCallback(
    (players: Iterable<MapPlayer>) => {
      const current = latest.current;
      const have = new Set(current.map((p) => p.id));
      const extra: MapPlayer[] = [];
      for (const p of players) {
        if (!have.has(p.id)) {
          have.add(p.id);
          extra.push(p);
        }
      }
      if (extra.length) set([...current, ...extra]);
    },
    [set],
  );
  const remove = useCallback(
    (ids: Iterable<number>) => {
      const drop = new Set(ids);
      const current = latest.current;
      const next = current.filter((p) => !drop.has(p.id));
      if (next.length !== current.length) set(next);
    },
    [set],
  );
  const toggle = useCallback(
    (p: MapPlayer, on: boolean) => (on ? add([p]) : remove([p.id])),
    [add, remove],
  );
  const removeOne = useCallback((id: number) => remove([id]), [remove]);
  const clear = useCallback(() => set([]), [set]);
  const find = useCallback((id: number) => byIdRef.current.get(id), []);

  return {
    chosen,
    chosenIds,
    chosenIdList,
    latest,
    find,
    set,
    add,
    remove,
    toggle,
    removeOne,
    clear,
  };
}
