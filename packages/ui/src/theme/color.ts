/**
 * Just enough CSS colour parsing for WCAG contrast: hex, rgb()/rgba() and hsl()/hsla() in both
 * comma and space syntax. Named colours and newer spaces (oklch, color-mix) return null: the
 * shipped themes avoid them so their contrast can be proven in a plain unit test.
 */
export type Rgba = { r: number; g: number; b: number; a: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function channel(raw: string, scale: number): number | null {
  const text = raw.trim();
  if (text.endsWith('%')) {
    const n = Number(text.slice(0, -1));
    return Number.isFinite(n) ? clamp((n / 100) * scale, 0, scale) : null;
  }
  const n = Number(text);
  return Number.isFinite(n) ? clamp(n, 0, scale) : null;
}

function alpha(raw: string | undefined): number | null {
  if (raw === undefined) return 1;
  return channel(raw, 1);
}

function splitArgs(body: string): string[] {
  // Accepts "r, g, b, a", "r g b / a" and "r g b".
  const [main = '', slash] = body.split('/');
  const parts = main.includes(',') ? main.split(',') : main.trim().split(/\s+/);
  const args = parts.map((part) => part.trim()).filter(Boolean);
  if (slash !== undefined) args.push(slash.trim());
  return args;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Parses a CSS colour into sRGB channels 0–255 and alpha 0–1, or null when unsupported. */
export function parseColor(input: string): Rgba | null {
  const value = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value);
  if (hex?.[1]) {
    const digits = hex[1];
    const full =
      digits.length <= 4
        ? digits
            .split('')
            .map((d) => d + d)
            .join('')
        : digits;
    const n = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = /^(rgba?|hsla?)\((.*)\)$/.exec(value);
  if (!fn?.[1] || fn[2] === undefined) return null;
  const args = splitArgs(fn[2]);
  if (args.length !== 3 && args.length !== 4) return null;
  const a = alpha(args[3]);
  if (a === null) return null;
  if (fn[1].startsWith('rgb')) {
    const [r, g, b] = args.slice(0, 3).map((arg) => channel(arg, 255));
    if (r == null || g == null || b == null) return null;
    return { r, g, b, a };
  }
  const h = Number((args[0] ?? '').replace(/deg$/, ''));
  const s = channel(args[1] ?? '', 1);
  const l = channel(args[2] ?? '', 1);
  if (!Number.isFinite(h) || s === null || l === null) return null;
  const [r, g, b] = hslToRgb(((h % 360) + 360) % 360, s, l);
  return { r, g, b, a };
}

function linear(c: number): number {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of an opaque colour. */
export function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Composites a translucent colour over an opaque backdrop. */
export function flatten(color: Rgba, backdrop: Rgba): Rgba {
  const a = color.a;
  return {
    r: color.r * a + backdrop.r * (1 - a),
    g: color.g * a + backdrop.g * (1 - a),
    b: color.b * a + backdrop.b * (1 - a),
    a: 1,
  };
}

/** WCAG contrast ratio (1–21) of a foreground over a background; translucent colours are flattened. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const bg = background.a < 1 ? flatten(background, { r: 255, g: 255, b: 255, a: 1 }) : background;
  const fg = foreground.a < 1 ? flatten(foreground, bg) : foreground;
  const [hi, lo] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
