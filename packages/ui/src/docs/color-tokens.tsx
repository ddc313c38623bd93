import { useState } from 'react';
import { Check, X } from 'lucide-react';
import { formatNumber } from '../format/number';
import { cn } from '../lib/cn';
import { contrastRatio, parseColor } from '../theme/color';
import { colorTokens, textContrastPairs, uiContrastPairs, type ColorToken } from '../theme/tokens';
import { readTokens, ThemeScope } from './theme-scope';
import { modes, tenants, type Tenant, type ThemeMode } from './token-source';

type Theme = { tenant: Tenant; mode: ThemeMode };
type Palette = Record<string, string>;

const themes: Theme[] = tenants.flatMap((tenant) => modes.map((mode) => ({ tenant, mode })));
const themeKey = ({ tenant, mode }: Theme) => `${tenant.id}:${mode}`;

/** The pairs tokens.ts requires, with the ratio each must reach (WCAG 1.4.3 and 1.4.11). */
const requiredPairs = [
  ...textContrastPairs.map(([fg, bg]) => ({ fg, bg, min: 4.5, use: 'text' })),
  ...uiContrastPairs.map(([fg, bg]) => ({ fg, bg, min: 3, use: 'control' })),
];

/** Every colour token in every shipped tenant and mode, as the stylesheet resolves it now. */
function usePalettes(): ReadonlyMap<string, Palette> {
  // Read once: the tokens do not change while the page is open (a new tenant means a reload).
  const [palettes] = useState(
    () =>
      new Map(
        themes.map((theme) => [
          themeKey(theme),
          readTokens(theme.tenant.id, theme.mode, colorTokens),
        ]),
      ),
  );
  return palettes;
}

/** The WCAG contrast of two tokens of a palette; null when a value cannot be parsed. */
export function tokenContrast(palette: Palette, fg: ColorToken, bg: ColorToken): number | null {
  const fore = parseColor(palette[fg] ?? '');
  const back = parseColor(palette[bg] ?? '');
  return fore && back ? contrastRatio(fore, back) : null;
}

/** Rounded down, so a ratio just under the bar never reads as reaching it. */
const ratioText = (ratio: number) =>
  `${formatNumber(Math.floor(ratio * 100) / 100, { fractionDigits: 2 })}:1`;

function Verdict({ ratio, min }: { ratio: number | null; min: number }) {
  if (ratio === null) return <span>not a parseable colour</span>;
  const pass = ratio >= min;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 tabular-nums',
        pass ? 'text-foreground' : 'font-semibold text-destructive',
      )}
    >
      {pass ? <Check aria-hidden className="size-3.5" /> : <X aria-hidden className="size-3.5" />}
      {ratioText(ratio)}
      <span className="sr-only">{pass ? ', passes' : `, fails: needs ${min}:1`}</span>
    </span>
  );
}

/**
 * Every required pair in every tenant and mode: the ratio measured on the live tokens, against
 * 4.5:1 for text and 3:1 for control borders and the focus ring.
 */
export function ContrastSummary() {
  const palettes = usePalettes();
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">
          Contrast of the required pairs in every tenant and mode
        </caption>
        <thead className="bg-muted text-xs">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Foreground on background
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Needs
            </th>
            {themes.map((theme) => (
              <th key={themeKey(theme)} scope="col" className="px-3 py-2 font-medium">
                {theme.tenant.name}
                <br />
                <span className="font-normal text-muted-foreground">{theme.mode}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {requiredPairs.map(({ fg, bg, min, use }) => (
            <tr key={`${fg}/${bg}/${use}`} className="border-t">
              <th scope="row" className="px-3 py-1.5 font-mono text-xs font-normal">
                --{fg} on --{bg}
              </th>
              <td className="px-3 py-1.5 text-xs text-muted-foreground">
                {min}:1 {use}
              </td>
              {themes.map((theme) => (
                <td key={themeKey(theme)} className="px-3 py-1.5 text-xs">
                  <Verdict
                    ratio={tokenContrast(palettes.get(themeKey(theme)) ?? {}, fg, bg)}
                    min={min}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const foregroundOf = (token: ColorToken): ColorToken | null => {
  if (token === 'background') return 'foreground';
  const candidate = `${token}-foreground`;
  return (colorTokens as readonly string[]).includes(candidate) ? (candidate as ColorToken) : null;
};

/** Fills and lines: every token that is not itself a text colour, with its text colour if it has one. */
const fills = colorTokens.filter(
  (token) => token !== 'foreground' && !token.endsWith('-foreground'),
);

function Swatch({ token, palette }: { token: ColorToken; palette: Palette }) {
  const fg = foregroundOf(token);
  const ratio = fg ? tokenContrast(palette, fg, token) : null;
  return (
    <figure className="flex min-w-0 flex-col gap-1.5">
      <div
        className="flex h-16 items-end justify-between rounded-md border p-2 text-sm font-medium"
        style={{ background: `var(--${token})`, color: fg ? `var(--${fg})` : undefined }}
      >
        {fg ? (
          <>
            <span aria-hidden>Aa</span>
            <span className="text-xs tabular-nums">{ratio === null ? '' : ratioText(ratio)}</span>
          </>
        ) : null}
      </div>
      <figcaption className="min-w-0 text-xs">
        <span className="block truncate font-mono">--{token}</span>
        {fg ? (
          <span className="block truncate font-mono text-muted-foreground">text: --{fg}</span>
        ) : null}
        <span className="block truncate font-mono text-muted-foreground">{palette[token]}</span>
      </figcaption>
    </figure>
  );
}

/**
 * The palette of each tenant in each mode, drawn inside a wrapper in that tenant and mode: the
 * swatch is the token, its «Aa» the token's text colour, with their contrast.
 */
export function ColorSwatches({ tenant }: { tenant?: string }) {
  const palettes = usePalettes();
  const shown = themes.filter((theme) => !tenant || theme.tenant.id === tenant);
  return (
    <div className="grid gap-6">
      {shown.map((theme) => (
        <section key={themeKey(theme)} aria-label={`${theme.tenant.name}, ${theme.mode}`}>
          <ThemeScope
            tenant={theme.tenant.id}
            mode={theme.mode}
            className="grid gap-4 rounded-lg border p-4"
          >
            <header>
              <h3 className="text-base font-semibold">
                {theme.tenant.name} · {theme.mode}
              </h3>
              <p className="text-sm text-muted-foreground">
                <code>data-tenant=&quot;{theme.tenant.id}&quot;</code>
                {theme.mode === 'dark' ? <code> data-theme=&quot;dark&quot;</code> : null}
                {theme.tenant.note ? ` · ${theme.tenant.note}` : null}
              </p>
            </header>
            <div className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3">
              {fills.map((token) => (
                <Swatch key={token} token={token} palette={palettes.get(themeKey(theme)) ?? {}} />
              ))}
            </div>
          </ThemeScope>
        </section>
      ))}
    </div>
  );
}
