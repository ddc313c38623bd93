import { contrastRatio, parseColor } from './color';
import { colorTokens, textContrastPairs, type ColorToken } from './tokens';

/** Tokens a tenant may override at runtime: every colour, plus the corner radius. */
export type TenantThemeToken = ColorToken | 'radius';

/** Token overrides, keyed by token name without the leading `--`. */
export type TenantThemeVars = Partial<Record<TenantThemeToken, string>>;

export type RejectedTenantVar = { name: string; value: unknown; reason: string };

export type ApplyTenantThemeResult = {
  /** Tokens now set on the root element. */
  applied: TenantThemeToken[];
  /** Entries ignored because the name is unknown or the value is not valid for it. */
  rejected: RejectedTenantVar[];
  /** Text pairs below WCAG AA after the change (applied anyway: the tenant owns its colours). */
  contrastWarnings: string[];
  /** Restores the inline values that were there before this call. */
  reset: () => void;
};

export type ApplyTenantThemeOptions = {
  /** Element that receives the variables; `document.documentElement` by default. */
  root?: HTMLElement;
};

const colorNames = new Set<string>(colorTokens);
// CSS-wide keywords and references would make the token depend on something we cannot check.
const forbidden = /^(inherit|initial|unset|revert|revert-layer|currentcolor)$|var\(|[;{}]/i;

function supports(property: string, value: string): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function'
    ? CSS.supports(property, value)
    : false;
}

// Shapes CSS.supports gets to judge: a keyword (named colour) or a modern colour function.
const colorShape = /^([a-z]+|(oklch|oklab|lab|lch|hwb|color)\([^()]*\))$/i;

function isColor(value: string): boolean {
  return parseColor(value) !== null || (colorShape.test(value) && supports('color', value));
}

function isLength(value: string): boolean {
  return /^(0|\d*\.?\d+(px|rem|em))$/.test(value);
}

export type CheckedTenantVar =
  { ok: true; token: TenantThemeToken; value: string } | { ok: false; reason: string };

/**
 * Whether one tenant entry may be applied: a known token name with a valid CSS value for it (a
 * colour, or a length for the radius). The value comes back trimmed.
 */
export function checkTenantVar(name: string, raw: unknown): CheckedTenantVar {
  const isColorToken = colorNames.has(name);
  if (!isColorToken && name !== 'radius') return { ok: false, reason: 'unknown token' };
  const value = typeof raw === 'string' ? raw.trim() : '';
  const valid =
    value !== '' && !forbidden.test(value) && (isColorToken ? isColor(value) : isLength(value));
  if (!valid) return { ok: false, reason: isColorToken ? 'not a CSS colour' : 'not a CSS length' };
  return { ok: true, token: name as TenantThemeToken, value };
}

/**
 * Overrides theme tokens at runtime (a tenant's colours from its settings). Accepts only known
 * token names with valid CSS values, sets them as inline custom properties on the root (which
 * beat both the default and the data-tenant themes), and reports what it refused. Call it again
 * with the other palette when the light/dark mode changes.
 */
export function applyTenantTheme(
  vars: Readonly<Record<string, unknown>>,
  { root = document.documentElement }: ApplyTenantThemeOptions = {},
): ApplyTenantThemeResult {
  const applied: TenantThemeToken[] = [];
  const rejected: RejectedTenantVar[] = [];
  const previous = new Map<string, string>();

  for (const [name, raw] of Object.entries(vars)) {
    const checked = checkTenantVar(name, raw);
    if (!checked.ok) {
      rejected.push({ name, value: raw, reason: checked.reason });
      continue;
    }
    const property = `--${name}`;
    previous.set(property, root.style.getPropertyValue(property));
    root.style.setProperty(property, checked.value);
    applied.push(checked.token);
  }

  const current = (token: string) =>
    parseColor(
      root.style.getPropertyValue(`--${token}`) ||
        getComputedStyle(root).getPropertyValue(`--${token}`),
    );
  const contrastWarnings: string[] = [];
  for (const [fg, bg] of textContrastPairs) {
    if (!applied.includes(fg) && !applied.includes(bg)) continue;
    const fgColor = current(fg);
    const bgColor = current(bg);
    if (!fgColor || !bgColor) continue;
    const ratio = contrastRatio(fgColor, bgColor);
    // eslint-disable-next-line no-restricted-syntax -- a developer's console line, not a screen
    if (ratio < 4.5) contrastWarnings.push(`--${fg} on --${bg}: ${ratio.toFixed(2)}:1 < 4.5:1`);
  }

  return {
    applied,
    rejected,
    contrastWarnings,
    reset: () => {
      for (const [property, value] of previous) {
        if (value) root.style.setProperty(property, value);
        else root.style.removeProperty(property);
      }
    },
  };
}
