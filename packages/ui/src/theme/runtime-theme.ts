import { checkTenantVar, type RejectedTenantVar, type TenantThemeVars } from './apply-tenant-theme';
import { contrastRatio, luminance, parseColor, type Rgba } from './color';
import { defaultPalette, textContrastPairs, type ColorToken } from './tokens';

export type ThemeMode = 'light' | 'dark';

/**
 * A tenant's theme as the tenant response (`theme`) or `/tenants/<domain>.json` give it: token
 * overrides (names without `--`) for each mode. A missing `dark` is derived from `light`.
 */
export type TenantThemeSpec = {
  light?: Record<string, string>;
  dark?: Record<string, string>;
};

/** A text colour replaced because it did not reach WCAG AA (4.5:1) on its backgrounds. */
export type ContrastAdjustment = {
  mode: ThemeMode;
  token: ColorToken;
  from: string;
  to: string;
  /** The backgrounds it failed on, with the ratio before the change. */
  failed: string[];
};

export type ResolvedTenantTheme = {
  /** Checked, readable overrides to apply in each mode (applyTenantTheme). */
  light: TenantThemeVars;
  dark: TenantThemeVars;
  /** Entries dropped: unknown token names and invalid values, per mode. */
  rejected: (RejectedTenantVar & { mode: ThemeMode })[];
  /** Text colours replaced for contrast. */
  adjustments: ContrastAdjustment[];
  /**
   * Pairs still below AA that are not adjusted: a brand colour used as text (a link in --primary on
   * the page) or a colour the checker cannot read (oklch, a named colour).
   */
  warnings: string[];
};

const AA = 4.5;
/** The fallbacks for an unreadable text colour: the default page text, white, and black. */
const NEAR_BLACK = defaultPalette.light.foreground;
const WHITE = '#ffffff';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `theme` shape from untrusted JSON, or null when it is not one. Non-string values stay in so
 * that the checker reports them as rejected rather than this function hiding them.
 */
export function parseTenantThemeSpec(value: unknown): TenantThemeSpec | null {
  if (!isRecord(value)) return null;
  const spec: TenantThemeSpec = {};
  for (const mode of ['light', 'dark'] as const) {
    const vars = value[mode];
    if (isRecord(vars)) spec[mode] = vars as Record<string, string>;
  }
  return spec.light || spec.dark ? spec : null;
}

function checkVars(
  vars: Readonly<Record<string, unknown>> | undefined,
  mode: ThemeMode,
  rejected: ResolvedTenantTheme['rejected'],
): TenantThemeVars {
  const out: TenantThemeVars = {};
  for (const [name, raw] of Object.entries(vars ?? {})) {
    const checked = checkTenantVar(name, raw);
    if (checked.ok) out[checked.token] = checked.value;
    else rejected.push({ mode, name, value: raw, reason: checked.reason });
  }
  return out;
}

function mix(a: Rgba, b: Rgba, t: number): Rgba {
  return {
    r: a.r + (b.r - a.r) * t,
    g: a.g + (b.g - a.g) * t,
    b: a.b + (b.b - a.b) * t,
    a: 1,
  };
}

/** An opaque colour as #rrggbb. */
export function toHex({ r, g, b }: Rgba): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

const rgb = (value: string) => parseColor(value) as Rgba;

/** `a` moved towards `b` by `t` (0–1), as #rrggbb; null when either cannot be parsed. */
export function mixColors(a: string, b: string, t: number): string | null {
  const from = parseColor(a);
  const to = parseColor(b);
  return from && to ? toHex(mix(from, to, t)) : null;
}

/** The brand colours a designer picks in the theme builder. */
export type BrandColors = {
  primary: string;
  accent: string;
  background: string;
  foreground: string;
  radius: string;
};

/**
 * A light theme from a handful of brand colours: surfaces take the background, texts the
 * foreground, the quiet greys are mixed from the two. resolveTenantTheme then derives the dark
 * palette and fixes whatever text does not reach AA.
 */
export function themeFromBrand(brand: BrandColors): TenantThemeSpec {
  const { primary, accent, background, foreground, radius } = brand;
  const light: Record<string, string> = {
    background,
    foreground,
    card: background,
    'card-foreground': foreground,
    popover: background,
    'popover-foreground': foreground,
    primary,
    'primary-foreground': WHITE,
    accent,
    'accent-foreground': foreground,
    'secondary-foreground': foreground,
    ring: primary,
    radius,
  };
  const derived: [ColorToken, string | null][] = [
    ['secondary', mixColors(background, primary, 0.08)],
    ['muted', mixColors(background, foreground, 0.05)],
    ['muted-foreground', mixColors(foreground, background, 0.3)],
    ['border', mixColors(background, foreground, 0.16)],
    ['input', mixColors(background, foreground, 0.55)],
  ];
  for (const [token, value] of derived) if (value) light[token] = value;
  return { light };
}

/**
 * A dark palette from a light one: the brand colours move to the dark page (the primary lightened
 * until it reads as text on the dark background, the accent deepened), the neutrals and status
 * colours stay the default dark ones, the radius carries over.
 */
export function deriveDarkVars(light: TenantThemeVars): TenantThemeVars {
  const dark: TenantThemeVars = {};
  const base = defaultPalette.dark;
  if (light.radius) dark.radius = light.radius;
  const surfaces = [rgb(base.background), rgb(base.card)];
  const primary = light.primary ? parseColor(light.primary) : null;
  if (primary) {
    let color = primary;
    for (let step = 1; step <= 20; step++) {
      if (Math.min(...surfaces.map((surface) => contrastRatio(color, surface))) >= AA) break;
      color = mix(primary, rgb(WHITE), step * 0.05);
    }
    dark.primary = toHex(color);
    dark['primary-foreground'] = base.background;
    dark.ring = dark.primary;
  }
  const accent = light.accent ? parseColor(light.accent) : null;
  if (accent) {
    dark.accent = toHex(mix(accent, rgb(base.background), 0.75));
    dark['accent-foreground'] = toHex(mix(accent, rgb(WHITE), 0.7));
  }
  return dark;
}

const isTextToken = (token: ColorToken) => token === 'foreground' || token.endsWith('-foreground');

/**
 * Makes every text pair of one mode reach AA: a text colour that fails on any of its backgrounds
 * becomes the tenant's page text colour if that passes, otherwise the nearer passing one of near-black
 * and white (black as the last resort, which always passes on what white fails). Backgrounds are
 * never changed: they are the tenant's brand.
 */
export function ensureReadable(
  vars: TenantThemeVars,
  mode: ThemeMode,
): { vars: TenantThemeVars; adjustments: ContrastAdjustment[]; warnings: string[] } {
  const palette: Record<string, string> = { ...defaultPalette[mode], ...vars };
  const out: TenantThemeVars = { ...vars };
  const adjustments: ContrastAdjustment[] = [];
  const warnings: string[] = [];
  const touched = (token: ColorToken) => token in vars;
  const fgTokens = [...new Set(textContrastPairs.map(([fg]) => fg))];

  for (const fg of fgTokens) {
    const bgs = textContrastPairs.filter(([f]) => f === fg).map(([, bg]) => bg);
    if (!touched(fg) && !bgs.some(touched)) continue;
    const fgValue = palette[fg] ?? '';
    const fgColor = parseColor(fgValue);
    const bgColors = bgs.map((bg) => [bg, parseColor(palette[bg] ?? '')] as const);
    const unreadable = [[fg, fgColor] as const, ...bgColors].filter(([, color]) => !color);
    if (unreadable.length) {
      warnings.push(
        `${mode}: --${fg} not checked, ${unreadable.map(([token]) => `--${token}`).join(', ')} cannot be parsed`,
      );
      continue;
    }
    const backgrounds = bgColors.map(([, color]) => color as Rgba);
    const worst = (color: Rgba) =>
      Math.min(...backgrounds.map((background) => contrastRatio(color, background)));
    if (worst(fgColor as Rgba) >= AA) continue;
    const failed = bgColors
      .map(([bg, color]) => [bg, contrastRatio(fgColor as Rgba, color as Rgba)] as const)
      .filter(([, ratio]) => ratio < AA)
      // eslint-disable-next-line no-restricted-syntax -- a developer's console line, not a screen
      .map(([bg, ratio]) => `--${bg} ${ratio.toFixed(2)}:1`);
    if (!isTextToken(fg)) {
      warnings.push(`${mode}: --${fg} as text is below 4.5:1 on ${failed.join(', ')}`);
      continue;
    }
    const own = fg === 'foreground' ? null : parseColor(palette.foreground ?? '');
    let chosen: string;
    if (own && worst(own) >= AA) chosen = palette.foreground as string;
    else {
      const passing = [NEAR_BLACK, WHITE].filter((candidate) => worst(rgb(candidate)) >= AA);
      const distance = (candidate: string) =>
        Math.abs(luminance(rgb(candidate)) - luminance(fgColor as Rgba));
      chosen =
        passing.sort((a, b) => distance(a) - distance(b))[0] ??
        (worst(rgb('#000000')) > worst(rgb(WHITE)) ? '#000000' : WHITE);
    }
    out[fg] = chosen;
    palette[fg] = chosen;
    adjustments.push({ mode, token: fg, from: fgValue, to: chosen, failed });
  }
  return { vars: out, adjustments, warnings };
}

/**
 * A tenant's theme ready to apply: unknown tokens and invalid values dropped, a missing dark palette
 * derived from the light one, and every text colour made readable in both modes.
 */
export function resolveTenantTheme(spec: TenantThemeSpec): ResolvedTenantTheme {
  const rejected: ResolvedTenantTheme['rejected'] = [];
  const light = checkVars(spec.light, 'light', rejected);
  const dark = spec.dark ? checkVars(spec.dark, 'dark', rejected) : deriveDarkVars(light);
  const readableLight = ensureReadable(light, 'light');
  const readableDark = ensureReadable(dark, 'dark');
  return {
    light: readableLight.vars,
    dark: readableDark.vars,
    rejected,
    adjustments: [...readableLight.adjustments, ...readableDark.adjustments],
    warnings: [...readableLight.warnings, ...readableDark.warnings],
  };
}
