import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_FILE, CORE_RANGES, rangesText, unicodeRange, withTables } from './subset-font.ts';

/** A minimal sfnt with the given tables, in the order given. */
function sfnt(tables: Record<string, Buffer>): Buffer {
  const tags = Object.keys(tables);
  const head = Buffer.alloc(12 + 16 * tags.length);
  head.writeUInt32BE(0x00010000, 0);
  head.writeUInt16BE(tags.length, 4);
  let offset = head.length;
  const bodies = tags.map((tag, i) => {
    const data = tables[tag] ?? Buffer.alloc(0);
    head.write(tag, 12 + 16 * i, 'latin1');
    head.writeUInt32BE(offset, 12 + 16 * i + 8);
    head.writeUInt32BE(data.length, 12 + 16 * i + 12);
    const body = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    offset += body.length;
    return body;
  });
  return Buffer.concat([head, ...bodies]);
}

/** The tables of an sfnt by tag, in directory order, with each one's recorded checksum. */
function read(font: Buffer) {
  return Array.from({ length: font.readUInt16BE(4) }, (_, i) => {
    const record = 12 + 16 * i;
    const offset = font.readUInt32BE(record + 8);
    return {
      tag: font.toString('latin1', record, record + 4),
      checksum: font.readUInt32BE(record + 4),
      data: font.subarray(offset, offset + font.readUInt32BE(record + 12)),
    };
  });
}

const sum = (data: Buffer) => {
  const whole = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let total = 0;
  for (let i = 0; i < whole.length; i += 4) total = (total + whole.readUInt32BE(i)) >>> 0;
  return total;
};

describe('the Inter core subset', () => {
  it('covers Russian and Latin UI text, «₽» and «№», and leaves rarer letters to the other files', () => {
    const text = rangesText(CORE_RANGES);
    const sample = 'Кампании по статусам:\n\t3 548 560,66 ₽ № 12 — «ёЁ» −5 % ±1 °C × ÷ ↑↓ ‰ …';
    expect([...sample].filter((char) => !text.includes(char))).toEqual([]);
    expect([...'éüßłαΩ€'].filter((char) => text.includes(char))).toEqual([]);
    expect(new Set(text).size).toBe(text.length);
  });

  it('writes its ranges as a CSS unicode-range', () => {
    expect(
      unicodeRange([
        [0x20, 0x7e],
        [0xd7, 0xd7],
        [0x20bd, 0x20bd],
      ]),
    ).toBe('U+20-7E, U+D7, U+20BD');
  });

  it('is declared in fonts.css with the same unicode-range, after fontsource’s faces', () => {
    const css = fs.readFileSync(path.join(path.dirname(CORE_FILE), '..', 'fonts.css'), 'utf8');
    const face = /@font-face\s*\{[^}]*inter-core-wght\.woff2[^}]*\}/.exec(css)?.[0] ?? '';
    expect(face).toContain("font-family: 'Inter Variable'");
    expect(face).toContain('font-weight: 100 900');
    const range = /unicode-range:([^;]+);/.exec(face)?.[1]?.replace(/\s+/g, ' ').trim();
    expect(range).toBe(unicodeRange(CORE_RANGES));
    expect(css.indexOf('@fontsource-variable/inter')).toBeLessThan(css.indexOf(face));
  });

  it('is committed as a WOFF2 file', () => {
    const font = fs.readFileSync(CORE_FILE);
    expect(font.toString('latin1', 0, 4)).toBe('wOF2');
    expect(font.length).toBeLessThan(80 * 1024);
  });
});

describe('withTables', () => {
  const head = Buffer.alloc(54, 0x11);
  const font = sfnt({ name: Buffer.from('abcde'), head, gasp: Buffer.from('old!') });

  it('adds and replaces tables, sorted by tag, with their checksums and a whole-font adjustment', () => {
    const result = withTables(font, {
      prep: Buffer.from('b801ff85b0048d', 'hex'),
      gasp: Buffer.from('new'),
    });
    const tables = read(result);
    expect(tables.map((table) => table.tag)).toEqual(['gasp', 'head', 'name', 'prep']);
    expect(tables.find((table) => table.tag === 'gasp')?.data.toString()).toBe('new');
    expect(tables.find((table) => table.tag === 'name')?.data.toString()).toBe('abcde');
    expect(tables.find((table) => table.tag === 'prep')?.data.toString('hex')).toBe(
      'b801ff85b0048d',
    );
    const others = tables.filter((table) => table.tag !== 'head');
    expect(others.map((table) => table.checksum)).toEqual(others.map((table) => sum(table.data)));
    // The head table's checksum is taken with checkSumAdjustment at zero, and the whole font then
    // sums to the OpenType constant.
    const headTable = tables.find((table) => table.tag === 'head')?.data ?? Buffer.alloc(0);
    const zeroed = Buffer.from(headTable);
    zeroed.writeUInt32BE(0, 8);
    expect(tables.find((table) => table.tag === 'head')?.checksum).toBe(sum(zeroed));
    expect(sum(result)).toBe(0xb1b0afba);
    // The search fields of the directory, for four tables.
    expect([result.readUInt16BE(6), result.readUInt16BE(8), result.readUInt16BE(10)]).toEqual([
      64, 2, 0,
    ]);
  });
});
