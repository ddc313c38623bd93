/** The table `pnpm bench` prints: one block of rows per section, each figure beside its target. */

/** One line of the table. `ok` is null where the issue sets no target. */
export type Row = { name: string; value: string; target: string; ok: boolean | null };

/** The table's text: sections in `order`, with their titles; a section that failed says why. */
export function formatTable<S extends string>(
  results: Map<S, Row[] | Error>,
  order: readonly S[],
  titles: Record<S, string>,
): string {
  const all = [...results.values()].flatMap((r) => (r instanceof Error ? [] : r));
  const nameWidth = Math.max(28, ...all.map((r) => r.name.length));
  const valueWidth = Math.max(8, ...all.map((r) => r.value.length));
  const targetWidth = Math.max(8, ...all.map((r) => r.target.length));
  const line = (name: string, value: string, target: string, status: string) =>
    `  ${name.padEnd(nameWidth)}  ${value.padStart(valueWidth)}  ${target.padEnd(targetWidth)}  ${status}`;
  const out: string[] = [''];
  out.push(line('', 'figure', 'target', ''));
  for (const section of order) {
    const result = results.get(section);
    if (!result) continue;
    out.push('', titles[section]);
    if (result instanceof Error) {
      out.push(`  could not run: ${result.message.split('\n')[0]}`);
      continue;
    }
    for (const row of result)
      out.push(
        line(row.name, row.value, row.target, row.ok === null ? '' : row.ok ? 'ok' : 'MISS'),
      );
  }
  return out.join('\n');
}
