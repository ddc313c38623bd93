/**
 * Writes an app's class table: for every class its built stylesheet holds, which other classes of
 * that stylesheet it overrides in `cn` (packages/ui/src/lib/class-table.ts reads it). The table is
 * tailwind-merge's own answer for each pair of those classes, so `cn` gives the same result with
 * it, without building tailwind-merge's table of every Tailwind utility on the first call.
 *
 *   node packages/ui/scripts/class-table.ts <build folder> <output module> [--check]
 *
 * The build folder's stylesheets that Tailwind wrote are read (every `.css` file in it and below
 * that opens with Tailwind's banner): a library's own stylesheet, such as Leaflet's, names classes
 * that no list given to `cn` holds.
 *
 * `--check` fails when the module misses a class of the stylesheet (a list with that class still
 * merges right, through tailwind-merge, only at that cost) or when it merges a pair of classes, or
 * a longer list, otherwise than the installed tailwind-merge.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { decodeClassTable, mergeByTable, setClassTable } from '../src/lib/class-table.ts';

/** The class names in a stylesheet's selectors, unescaped (`.sm\:w-48` → `sm:w-48`). */
export function classesOfStylesheet(css: string): string[] {
  const classes = new Set<string>();
  // A rule's prelude runs from the end of the previous declaration, rule or block to its `{`.
  for (const [, prelude = ''] of css.replaceAll(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]*)\{/g)) {
    if (prelude.trim().startsWith('@')) continue;
    // Escapes first, then the class itself: `\:`, `\/`, `\[`… and hexadecimal ones (`\31 `).
    for (const [, name = ''] of prelude.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)) {
      classes.add(
        name.replaceAll(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex?: string, char?: string) =>
          hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : (char ?? ''),
        ),
      );
    }
  }
  return [...classes].sort();
}

/**
 * The table of these classes, encoded for `setClassTable`: each class with the id of what it is
 * (classes that tailwind-merge removes in the same cases share one) and the ids of the classes it
 * removes when it comes later. A class tailwind-merge does not know has no id: it is always kept.
 */
export function buildClassTable(
  classes: readonly string[],
  merge: (list: string) => string = twMerge,
): string {
  const names = [...new Set(classes)].filter((name) => name && !/\s/.test(name)).sort();
  // removes[b]: the classes that `b` removes when it follows them, tailwind-merge's answer.
  const removes = names.map((b) => names.filter((a) => merge(`${a} ${b}`) === b));
  const removedBy = new Map<string, string[]>(names.map((a) => [a, []]));
  names.forEach((b, i) => {
    for (const a of removes[i] ?? []) removedBy.get(a)?.push(b);
  });
  const ids = new Map<string, number>();
  const idOf = new Map<string, number>();
  for (const name of names) {
    const key = (removedBy.get(name) ?? []).join(' ');
    if (!key) continue;
    if (!ids.has(key)) ids.set(key, ids.size);
    idOf.set(name, ids.get(key) ?? 0);
  }
  return names
    .map((b, i) => {
      const own = idOf.get(b);
      if (own === undefined) return `${b} -`;
      const removed = new Set((removes[i] ?? []).map((a) => idOf.get(a) ?? own));
      removed.delete(own);
      const list = [own, ...[...removed].sort((x, y) => x - y)];
      return `${b} ${list.map((id) => id.toString(36)).join(',')}`;
    })
    .join(' ');
}

/**
 * The lists that the encoded table merges otherwise than tailwind-merge: every pair of its
 * classes, both ways, and `lists` lists of 3 to 8 of them picked at random.
 */
export function disagreements(
  encoded: string,
  lists = 2000,
  merge: (list: string) => string = twMerge,
): string[] {
  const names = [...decodeClassTable(encoded).keys()];
  const tried: string[] = [];
  for (const a of names) for (const b of names) tried.push(`${a} ${b}`);
  // A fixed seed: the same lists on every run.
  let seed = 1;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < lists; i += 1) {
    const length = 3 + Math.floor(random() * 6);
    tried.push(Array.from({ length }, () => names[Math.floor(random() * names.length)]).join(' '));
  }
  setClassTable(encoded);
  try {
    return tried.filter((list) => mergeByTable(list) !== merge(list));
  } finally {
    setClassTable('');
  }
}

function moduleText(table: string): string {
  return [
    '// Written by `pnpm class-table` from the built stylesheet (packages/ui/scripts/class-table.ts).',
    '// Do not edit: run it again after a build when the classes change.',
    `export const CLASS_TABLE =\n  ${JSON.stringify(table)};`,
    '',
  ].join('\n');
}

async function main(args: string[]): Promise<number> {
  const check = args.includes('--check');
  const [folder, output] = args.filter((arg) => arg !== '--check');
  if (!folder || !output || !fs.existsSync(folder)) {
    console.error('usage: class-table.ts <build folder> <output module> [--check]');
    return 2;
  }
  const stylesheet = `the Tailwind stylesheets of ${folder}`;
  const classes = classesOfStylesheet(
    fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join(folder, file), 'utf8'))
      .filter((css) => css.startsWith('/*! tailwindcss '))
      .join('\n'),
  );
  if (!check) {
    fs.writeFileSync(output, moduleText(buildClassTable(classes)));
    console.log(`${output}: ${classes.length} classes`);
    return 0;
  }
  const written: { CLASS_TABLE?: unknown } = fs.existsSync(output)
    ? await import(pathToFileURL(path.resolve(output)).href)
    : {};
  const table = decodeClassTable(
    typeof written.CLASS_TABLE === 'string' ? written.CLASS_TABLE : '',
  );
  const missing = classes.filter((name) => !table.has(name));
  if (missing.length > 0) {
    console.error(
      `${output} misses ${missing.length} classes of ${stylesheet} (${missing.slice(0, 5).join(' ')}…): run \`pnpm class-table\` after the build.`,
    );
    return 1;
  }
  const wrong = disagreements(String(written.CLASS_TABLE));
  if (wrong.length > 0) {
    console.error(
      `${output} merges ${wrong.length} lists otherwise than tailwind-merge («${wrong[0]}»): run \`pnpm class-table\` after the build.`,
    );
    return 1;
  }
  console.log(
    `${output}: ${table.size} classes, every one of ${stylesheet}, merged as tailwind-merge does`,
  );
  return 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  process.exitCode = await main(process.argv.slice(2));
