/**
 * `pnpm fonts`: regenerates packages/ui/src/fonts/inter-core-wght.woff2, the one Inter file the
 * first paint of every screen needs, and prints its size. fontsource's subsets split the UI's text
 * over three files (Latin, Cyrillic, and the largest, Latin Extended, for «₽» alone); the core
 * file holds what Russian UI text uses, in one file that index.html preloads.
 *
 * Source: Inter 4.1 (the `inter-ui` package, OFL), the release Google Fonts' build behind fontsource
 * comes from. Kept: the wght axis from 400 to 700, the weights the UI's styles use (normal, medium,
 * semibold, bold; opsz is pinned at its default, 14, as fontsource's wght files do), and the
 * layout features the UI's text uses (FEATURES), with the glyphs they reach. The face
 * in fonts.css still declares `font-weight: 100 900`, as fontsource's faces do: Chromium groups
 * faces of one family by that range before it looks at unicode-range, so a narrower one would be a
 * group apart, and a weight both cover could take fontsource's files instead. A lighter or heavier
 * weight than the axis holds renders as 400 or 700.
 * The stylistic sets and character variants, which no style asks for, are left out: they would add
 * about 20 KB of alternate glyphs to a file every first visit waits for. The result is committed;
 * the script is run by hand after an update of the source.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = require.resolve('inter-ui/variable/InterVariable.woff2');
const SOURCE_LICENSE = require.resolve('inter-ui/LICENSE.txt');
const OUT_DIR = path.join(root, 'packages/ui/src/fonts');
export const CORE_FILE = path.join(OUT_DIR, 'inter-core-wght.woff2');

/**
 * The code points of the core file, [first, last] inclusive. packages/ui/src/fonts.css declares
 * the same list as the face's unicode-range (scripts/subset-font.test.ts checks they agree).
 */
export const CORE_RANGES: readonly (readonly [number, number])[] = [
  // Basic Latin, nbsp, «», ©, ·, °, ±… and the control characters: Chromium starts a face's download
  // by a text node's first character, unrendered whitespace included, so a node that starts with a
  // newline would otherwise fetch fontsource's Latin file (U+0-FF).
  [0x00, 0xbf],
  [0xd7, 0xd7], // ×
  [0xf7, 0xf7], // ÷
  [0x301, 0x301], // combining acute (stress marks)
  [0x400, 0x45f], // Russian and the common Cyrillic letters
  [0x490, 0x491], // Ґ ґ
  [0x4b0, 0x4b1], // Ұ ұ
  [0x2010, 0x2027], // dashes, quotes, bullets, ellipsis
  [0x2030, 0x2030], // ‰
  [0x2039, 0x203a], // ‹ ›
  [0x20bd, 0x20bd], // ₽
  [0x2116, 0x2116], // №
  [0x2190, 0x2195], // arrows
  [0x2212, 0x2212], // minus
];

/** The characters of `ranges`, as subset-font takes them. */
export function rangesText(ranges: typeof CORE_RANGES): string {
  return ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
    )
    .join('');
}

/** `ranges` as a CSS unicode-range value: U+20-7E, U+D7, … */
export function unicodeRange(ranges: typeof CORE_RANGES): string {
  const hex = (code: number) => code.toString(16).toUpperCase();
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/**
 * Google Fonts' build of Inter, which fontsource serves, has these two tables and the Inter release
 * has not: a gasp asking for smoothing at every size and a prep that only turns on dropout control.
 * Windows' rasteriser reads them, so the core file keeps rendering as the subsets it replaces did.
 */
const RENDERING_TABLES = {
  gasp: Buffer.from('00010001ffff000f', 'hex'),
  prep: Buffer.from('b801ff85b0048d', 'hex'),
};

const checksum = (data: Buffer) => {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) {
    sum = (sum + (data.readUInt32BE(i) >>> 0)) >>> 0;
  }
  return sum;
};
const padded = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);

/** A TrueType font (sfnt) with `extra` tables added or replaced; checksums recomputed. */
export function withTables(sfnt: Buffer, extra: Record<string, Buffer>): Buffer {
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < sfnt.readUInt16BE(4); i++) {
    const record = 12 + 16 * i;
    const offset = sfnt.readUInt32BE(record + 8);
    const length = sfnt.readUInt32BE(record + 12);
    tables.set(sfnt.toString('latin1', record, record + 4), sfnt.subarray(offset, offset + length));
  }
  for (const [tag, data] of Object.entries(extra)) tables.set(tag, data);
  const tags = [...tables.keys()].sort();
  const head = Buffer.alloc(12 + 16 * tags.length);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  head.writeUInt32BE(sfnt.readUInt32BE(0), 0);
  head.writeUInt16BE(tags.length, 4);
  head.writeUInt16BE(power * 16, 6);
  head.writeUInt16BE(Math.log2(power), 8);
  head.writeUInt16BE(tags.length * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = head.length;
  tags.forEach((tag, i) => {
    const data = Buffer.from(tables.get(tag) ?? []);
    if (tag === 'head') data.writeUInt32BE(0, 8); // checkSumAdjustment, set below
    const record = 12 + 16 * i;
    head.write(tag, record, 'latin1');
    head.writeUInt32BE(checksum(padded(data)), record + 4);
    head.writeUInt32BE(offset, record + 8);
    head.writeUInt32BE(data.length, record + 12);
    bodies.push(padded(data));
    offset += padded(data).length;
  });
  const font = Buffer.concat([head, ...bodies]);
  const headOffset = font.readUInt32BE(12 + 16 * tags.indexOf('head') + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8);
  return font;
}

/**
 * What browsers apply to text by default (kerning, ligatures, contextual alternates, marks, local
 * forms), plus what the styles request: `tabular-nums` (tnum) and its neighbours, fractions, and
 * case-sensitive forms.
 */
export const FEATURES = [
  'calt',
  'ccmp',
  'clig',
  'kern',
  'liga',
  'locl',
  'mark',
  'mkmk',
  'rclt',
  'rlig',
  'case',
  'tnum',
  'pnum',
  'lnum',
  'frac',
  'numr',
  'dnom',
];

async function main() {
  const text = rangesText(CORE_RANGES);
  // subset-font takes `keepFeatures` (its index.js); @types/subset-font does not list it yet.
  const features = { keepFeatures: FEATURES };
  const instanced = await subsetFont(fs.readFileSync(SOURCE), text, {
    targetFormat: 'truetype',
    variationAxes: { opsz: 14, wght: { min: 400, max: 700, default: 400 } },
    ...features,
  });
  // A second pass over the same characters changes no glyph; it only encodes the WOFF2.
  const woff2 = await subsetFont(withTables(instanced, RENDERING_TABLES), text, {
    targetFormat: 'woff2',
    ...features,
  });
  fs.mkdirSync(OUT_DIR, { recursive: true });
  fs.writeFileSync(CORE_FILE, woff2);
  fs.copyFileSync(SOURCE_LICENSE, path.join(OUT_DIR, 'inter-LICENSE.txt'));
  console.log(`${path.relative(root, CORE_FILE)}: ${(woff2.length / 1024).toFixed(1)} KB`);
  console.log(`unicode-range: ${unicodeRange(CORE_RANGES)};`);
}

// Run as a script, not when the unit tests import it (import.meta.main is Node 24's only).
if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
