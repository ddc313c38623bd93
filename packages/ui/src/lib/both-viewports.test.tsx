import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../components/data-table';
import { FilterSheet } from '../components/filter-sheet';
import { TopBar } from '../components/top-bar';
import { BothViewportsContext } from './use-narrow';

type Row = { id: number; name: string };
const columns: ColumnDef<Row>[] = [
  { id: 'name', header: 'Название', accessorKey: 'name', meta: { mobile: 'title' } },
];

/** Renders `node` as a page prerendered at build time (no viewport known), or not. */
const html = (node: React.ReactNode, both = true) =>
  renderToStaticMarkup(<BothViewportsContext value={both}>{node}</BothViewportsContext>);

// A signed-in page prerendered at build time must be right on a phone and on a desktop.
describe('BothViewportsContext: the phone and the wide variant both, each hidden by CSS', () => {
  it('the data table: the cards below md, the table from md', () => {
    const table = <DataTable caption="Кампании" columns={columns} data={[]} loading />;
    const both = html(table);
    expect(both).toContain(
      '<div data-slot="data-table-phone" class="flex flex-col gap-3 md:hidden">',
    );
    expect(both).toContain('<div data-slot="data-table-desktop" class="hidden md:contents">');
    expect(both).toContain('<table');
    // Outside a prerender, the server's guess (wide) alone.
    const wide = html(table, false);
    expect(wide).not.toContain('md:hidden');
    expect(wide).toContain('<table');
  });

  it('the filters: the sheet button below md, the inline group from md', () => {
    const filters = (
      <FilterSheet label="Статус кампаний">
        <button type="button">Все</button>
      </FilterSheet>
    );
    const both = html(filters);
    expect(both).toMatch(/<div data-slot="filter-sheet-phone" class="md:hidden">.*Фильтры/);
    expect(both).toMatch(
      /<div data-slot="filter-sheet-desktop" class="hidden md:contents"><div data-slot="filter-sheet-group" role="group" aria-label="Статус кампаний"/,
    );
    expect(html(filters, false)).not.toContain('Фильтры');
  });

  it('the top bar: the balance chip too (hidden from md by its own class)', () => {
    const bar = <TopBar balanceLoading onTopUp={() => {}} />;
    expect(html(bar)).toContain('md:hidden');
    expect(html(bar, false)).not.toMatch(/<button[^>]*md:hidden/);
  });
});
