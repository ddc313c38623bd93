/**
 * An app's class table (packages/ui/scripts/class-table.ts writes it from the app's built
 * stylesheet): with it, `cn` merges a list of known classes by a lookup per class instead of
 * building tailwind-merge's table of every Tailwind utility, which on a phone is a long task in
 * the first render. A list with a class the table lacks goes to tailwind-merge as before.
 */

/** Per class: the id of what it is, then the ids of what it overrides; no id: always kept. */
type ClassTable = ReadonlyMap<string, readonly number[]>;

let encoded = '';
let table: ClassTable | undefined;
let missed = false;
/** Lists already merged: a screen renders the same few lists again and again. */
const merged = new Map<string, string>();
/** Beyond this many lists the memo starts again (a class built from data would grow it). */
const MEMO_SIZE = 2000;

/**
 * The User Timing mark of the first list with a class the table lacks (its detail): from there on
 * tailwind-merge builds its own table after all.
 */
export const CLASS_TABLE_MISS = 'ekran:class-table-miss';

/** Reads the encoded table: `class id,id… class - …` (ids in base 36, `-` for no id). */
export function decodeClassTable(text: string): ClassTable {
  const parts = text ? text.split(' ') : [];
  const decoded = new Map<string, readonly number[]>();
  for (let i = 0; i + 1 < parts.length; i += 2) {
    const ids = parts[i + 1] ?? '-';
    decoded.set(parts[i] ?? '', ids === '-' ? [] : ids.split(',').map((id) => parseInt(id, 36)));
  }
  return decoded;
}

/** Gives `cn` the app's table; it is read on the first merge. */
export function setClassTable(text: string): void {
  encoded = text;
  table = undefined;
  missed = false;
  merged.clear();
}

/**
 * The list with every class that a later one overrides left out, as tailwind-merge would leave
 * it; undefined when there is no table or a class is not in it.
 */
export function mergeByTable(list: string): string | undefined {
  if (!encoded) return undefined;
  const known = merged.get(list);
  if (known !== undefined) return known;
  table ??= decodeClassTable(encoded);
  const names = list.trim().split(/\s+/);
  const taken = new Set<number>();
  const kept: string[] = [];
  for (let i = names.length - 1; i >= 0; i -= 1) {
    const name = names[i] ?? '';
    if (!name) continue;
    const ids = table.get(name);
    if (!ids) {
      if (!missed) globalThis.performance?.mark?.(CLASS_TABLE_MISS, { detail: list });
      missed = true;
      return undefined;
    }
    const own = ids[0];
    if (own !== undefined) {
      if (taken.has(own)) continue;
      for (const id of ids) taken.add(id);
    }
    kept.push(name);
  }
  const result = kept.reverse().join(' ');
  if (merged.size >= MEMO_SIZE) merged.clear();
  merged.set(list, result);
  return result;
}
