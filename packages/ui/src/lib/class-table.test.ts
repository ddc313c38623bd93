import { twMerge } from 'tailwind-merge';
import { afterEach, describe, expect, it } from 'vitest';
import { CLASS_TABLE_MISS, decodeClassTable, mergeByTable, setClassTable } from './class-table';
import { cn } from './cn';
import { buildClassTable, classesOfStylesheet, disagreements } from '../../scripts/class-table';

/**
 * Classes where tailwind-merge's rules differ: a group and its parts (p, px, pt), a chain of
 * groups (inset, inset-x, left), a size with a line height against a line height, the important
 * modifier, variants in two orders, an arbitrary variant, markers and a class it does not know.
 */
const CLASSES = [
  'p-2',
  'p-4',
  'px-3',
  'py-1',
  'pt-0',
  'inset-0',
  'inset-x-2',
  'left-1',
  'right-0',
  'text-sm',
  'text-sm/6',
  'text-base',
  'leading-5',
  'leading-none',
  'text-primary',
  'text-muted-foreground',
  '!p-1',
  'hover:p-2',
  'hover:focus:bg-muted',
  'focus:hover:bg-accent',
  'bg-muted',
  'bg-accent/40',
  '[&_svg]:size-4',
  '[&_svg]:size-5',
  'size-4',
  'h-10',
  'w-full',
  'group',
  'peer',
  'leaflet-pane',
  'data-[state=open]:animate-in',
  'rounded-md',
  'rounded-t-lg',
  'rounded-full',
  'border',
  'border-0',
  'border-input',
  'grid-cols-[repeat(auto-fill,minmax(9rem,1fr))]',
  'grid-cols-2',
  'sm:grid-cols-3',
];

afterEach(() => setClassTable(''));

describe('class table', () => {
  it('reads the classes of a built stylesheet, unescaped, and not its at-rules or values', () => {
    const css = `/* .not-a-class */
      @layer utilities { .sm\\:w-48 { width: 12rem } .bg-accent\\/40 { color: red } }
      .\\[\\&_svg\\]\\:size-4 svg, .\\31 0 { inline-size: 1.5rem; margin: .5rem }
      .group:hover .group-hover\\:text-primary { color: x }
      @media (width >= 40rem) { .sm\\:p-8 { padding: 2rem } }`;
    expect(classesOfStylesheet(css)).toEqual([
      '10',
      '[&_svg]:size-4',
      'bg-accent/40',
      'group',
      'group-hover:text-primary',
      'sm:p-8',
      'sm:w-48',
    ]);
  });

  it('merges every pair and longer lists of its classes as tailwind-merge does', () => {
    const table = buildClassTable(CLASSES);
    expect(decodeClassTable(table).size).toBe(CLASSES.length);
    expect(disagreements(table, 5000)).toEqual([]);
    setClassTable(table);
    expect(mergeByTable('leading-5 text-sm/6 text-base')).toBe(
      twMerge('leading-5 text-sm/6 text-base'),
    );
    expect(mergeByTable(' px-3  p-4\n hover:p-2 group ')).toBe('p-4 hover:p-2 group');
  });

  it('finds a table that merges otherwise than tailwind-merge', () => {
    const joinOnly = buildClassTable(CLASSES, (list: string) => list);
    expect(disagreements(joinOnly, 0)).toContain('p-2 p-4');
  });

  it('leaves a list with a class it lacks to tailwind-merge, and marks the first such list', () => {
    expect(mergeByTable('p-2 p-4')).toBeUndefined();
    setClassTable(buildClassTable(['p-2', 'p-4']));
    expect(mergeByTable('p-2 p-4')).toBe('p-4');
    expect(mergeByTable('p-2 m-1')).toBeUndefined();
    // A new table forgets the lists merged by the last one.
    setClassTable(buildClassTable(['p-2']));
    expect(mergeByTable('p-2 p-4')).toBeUndefined();
    performance.clearMarks(CLASS_TABLE_MISS);
    setClassTable(buildClassTable(['p-2', 'p-4']));
    expect(cn('p-2', 'px-1', 'mx-2 mx-3')).toBe('p-2 px-1 mx-3');
    expect(cn('p-2', 'p-4')).toBe('p-4');
    expect(cn('m-1 m-2')).toBe('m-2');
    const marks = performance.getEntriesByName(CLASS_TABLE_MISS);
    expect(marks.map((mark) => (mark as PerformanceMark).detail)).toEqual(['p-2 px-1 mx-2 mx-3']);
  });
});
