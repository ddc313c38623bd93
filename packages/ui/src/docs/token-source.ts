/*
 * What the foundations pages show, read from the files that define it rather than copied into the
 * docs: the tenants and their names from tokens.css and tenants.css, the utilities and the tokens
 * they read from theme.css, and which utilities the components use from the components' own source.
 * Colour values, radii and shadows are read from the page's computed styles (theme-scope.tsx), so
 * a page shows what the stylesheet really gives.
 */
import themeCss from '../theme.css?raw';
import tenantsCss from '../theme/tenants.css?raw';
import tokensCss from '../theme/tokens.css?raw';

export type CssRule = { selectors: string[]; declarations: Map<string, string> };

const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** Top-level rules of a stylesheet; @-blocks (media queries, @theme) are left out. */
export function parseRules(css: string): CssRule[] {
  const text = withoutComments(css).replace(/@[^{;]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  return [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map((match) => ({
    selectors: (match[1] ?? '').split(',').map((selector) => selector.trim()),
    declarations: declarations(match[2] ?? ''),
  }));
}

function declarations(body: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const declaration of body.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim();
    if (name.startsWith('--')) out.set(name.slice(2), declaration.slice(colon + 1).trim());
  }
  return out;
}

export type ThemeMode = 'light' | 'dark';
export const modes: readonly ThemeMode[] = ['light', 'dark'];

export type Tenant = { id: string; name: string; note: string };

/**
 * Every tenant the stylesheets ship, in the order they are declared, with the name and note of the
 * comment above its first rule («ГородЭкран»: city green, softer corners).
 */
export const tenants: readonly Tenant[] = (() => {
  const source = `${tokensCss}\n${tenantsCss}`;
  const named = new Map<string, { name: string; note: string }>();
  const labelled = /\/\*\s*«([^»]+)»:?\s*([^*]*?)\s*\*\/[^{]*?\[data-tenant='([^']+)'\]/g;
  for (const [, name = '', note = '', id = ''] of source.matchAll(labelled)) {
    if (!named.has(id)) named.set(id, { name, note });
  }
  const ids = [...new Set([...source.matchAll(/\[data-tenant='([^']+)'\]/g)].map((m) => m[1]))];
  return ids
    .filter((id): id is string => Boolean(id))
    .map((id) => ({ id, name: named.get(id)?.name ?? id, note: named.get(id)?.note ?? '' }));
})();

/**
 * The Tailwind theme keys of theme.css (`--color-primary: var(--primary)`, `--radius-lg:
 * var(--radius)`…): which utility reads which token.
 */
export const themeKeys: ReadonlyMap<string, string> = (() => {
  const block = /@theme[^{]*\{([^}]*)\}/.exec(withoutComments(themeCss))?.[1] ?? '';
  return declarations(block);
})();

/** Theme keys of one namespace, without it: `themeNamespace('radius')` → sm → calc(…). */
export function themeNamespace(namespace: string): [key: string, value: string][] {
  const prefix = `${namespace}-`;
  return [...themeKeys]
    .filter(([name]) => name.startsWith(prefix))
    .map(([name, value]) => [name.slice(prefix.length), value]);
}

/**
 * The motion utilities of theme.css (`@utility animate-modal-in { animation: … var(--duration-modal) … }`)
 * by the duration token they read, without the `animate-` prefix: modal → [modal-in, modal-out].
 */
export const animationsByDuration: ReadonlyMap<string, string[]> = (() => {
  const out = new Map<string, string[]>();
  const utility = /@utility\s+animate-([\w-]+)\s*\{[^}]*var\(--duration-([\w-]+)\)/g;
  for (const [, name = '', duration = ''] of withoutComments(themeCss).matchAll(utility)) {
    out.set(duration, [...(out.get(duration) ?? []), name]);
  }
  return out;
})();

/** The values tokens.css sets on `:root` alone: the same in every tenant and mode (motion, font). */
export const rootTokens: ReadonlyMap<string, string> = new Map(
  parseRules(tokensCss)
    .filter((rule) => rule.selectors.length === 1 && rule.selectors[0] === ':root')
    .flatMap((rule) => [...rule.declarations]),
);

const componentSources = import.meta.glob<string>(
  [
    '../components/**/*.tsx',
    '../components/**/*.ts',
    '!../components/**/*.stories.tsx',
    '!../components/**/*.test.{ts,tsx}',
    '!../components/**/*.fixtures.{ts,tsx}',
    '!../components/**/*.story-kit.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/**
 * How often each utility of a family appears in the components' source, variants included
 * (`md:text-base` counts for text-base): `utilityUsage('text', ['xs', 'sm'])`.
 */
export function utilityUsage(prefix: string, keys: readonly string[]): Map<string, number> {
  const counts = new Map(keys.map((key) => [key, 0]));
  const pattern = new RegExp(
    `(?<![\\w-])(?:[\\w\\[\\]=&*@-]+:)*${prefix}-(${keys.map(escape).join('|')})(?![\\w./-])`,
    'g',
  );
  for (const source of Object.values(componentSources)) {
    for (const match of source.matchAll(pattern)) {
      const key = match[1] ?? '';
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/** Every numeric step of the spacing utilities (p-4, gap-1.5, mt-2…) the components use. */
export function spacingUsage(): Map<number, number> {
  const counts = new Map<number, number>();
  const pattern =
    /(?<![\w-])(?:[\w[\]=&*@-]+:)*-?(?:p|px|py|pt|pr|pb|pl|m|mx|my|mt|mr|mb|ml|gap|gap-x|gap-y|space-x|space-y)-(\d+(?:\.5)?)(?![\w./-])/g;
  for (const source of Object.values(componentSources)) {
    for (const match of source.matchAll(pattern)) {
      const step = Number(match[1]);
      counts.set(step, (counts.get(step) ?? 0) + 1);
    }
  }
  return new Map([...counts].sort(([a], [b]) => a - b));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
