/**
 * The visual matrix: what a story is shot in, and how a shot is compared with its reference.
 *
 * Storybook's toolbar and viewport list (preview.tsx), the story tests' screenshots
 * (vitest.setup.ts, vitest.config.ts) and Chromatic's modes all read this one file, so a viewport,
 * a tenant or a comparison setting changes in one place. Pure data: Node (the Vitest config, the
 * unit test) and the browser (the preview) both import it.
 */

/** The widths the product is designed for (DESIGN.md). `desktop` is both runners' default window. */
export const VIEWPORTS = {
  phone: { name: 'Телефон 375', width: 375, height: 812, type: 'mobile' },
  tablet: { name: 'Планшет 768', width: 768, height: 1024, type: 'tablet' },
  desktop: { name: 'Десктоп 1200', width: 1200, height: 900, type: 'desktop' },
  wide: { name: 'Монитор 1920', width: 1920, height: 1080, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof VIEWPORTS;

/** Storybook's `parameters.viewport.options`, which the Vitest add-on also reads for `globals.viewport`. */
export const storybookViewports = Object.fromEntries(
  Object.entries(VIEWPORTS).map(([key, { name, width, height, type }]) => [
    key,
    { name, styles: { width: `${width}px`, height: `${height}px` }, type },
  ]),
) as Record<
  ViewportName,
  { name: string; styles: { width: string; height: string }; type: string }
>;

/** The built-in tenants (tenants.css) and the two themes every tenant has (tokens.css). */
export const TENANTS = ['ekran', 'gorod-ekran', 'mediafasad'] as const;
export const THEMES = ['light', 'dark'] as const;
export type Tenant = (typeof TENANTS)[number];
export type Theme = (typeof THEMES)[number];

/**
 * One shot of a story: Storybook globals (`tenant`, `theme`) plus Chromatic's `viewport` (a width
 * in px; the height follows VIEWPORTS). `disable` turns off a mode a wider level declared.
 */
export type VisualMode = { tenant: Tenant; theme: Theme; viewport?: number; disable?: boolean };
export type VisualModes = Record<string, VisualMode>;

/** The tenant whose dark theme a screen is shot in besides the default tenant's light one. */
export const SCREEN_TENANT: Tenant = 'mediafasad';

const width = (name: ViewportName) => VIEWPORTS[name].width;

/**
 * A component is shot in every tenant × theme: a token change shows in the tenant and theme it
 * touches. `viewport` keeps a story that shows a phone layout at its width in every mode.
 */
export function componentModes(viewport?: ViewportName): VisualModes {
  const modes: VisualModes = {};
  for (const tenant of TENANTS) {
    for (const theme of THEMES) {
      modes[`${tenant} ${theme}`] = {
        tenant,
        theme,
        ...(viewport ? { viewport: width(viewport) } : {}),
      };
    }
  }
  return modes;
}

/**
 * The parameters of a `Playground` story: its args are its file's Default's, so its first picture
 * is Default's, already shot in every mode; what a designer then sets in the Controls panel is
 * theirs to look at, not a reference to keep.
 */
export const PLAYGROUND: { chromatic: ChromaticParameters; visual: VisualParameters } = {
  chromatic: { disableSnapshot: true },
  visual: {
    why: "a Playground opens with its file's Default args, whose picture is already shot in every mode, so it adds no picture of its own",
  },
};

/**
 * A screen is shot at desktop and phone width in the default tenant, and once in another tenant's
 * dark theme. A story that only makes sense at phone width (`only: 'phone'`) keeps that width in
 * both of its modes. Every name either set uses is listed, the unused ones turned off, and so are
 * the component modes the preview declares: Storybook merges parameters, so a story would otherwise
 * inherit its meta's or the preview's modes beside its own.
 */
export function screenModes({ only }: { only?: 'phone' } = {}): VisualModes {
  const off = Object.fromEntries(
    Object.entries(componentModes()).map(([name, mode]) => [name, { ...mode, disable: true }]),
  );
  const phoneOnly = only === 'phone';
  const at = (
    viewport: ViewportName,
    tenant: Tenant,
    theme: Theme,
    disable: boolean,
  ): VisualMode => ({
    tenant,
    theme,
    viewport: width(viewport),
    // Always said: Storybook merges a story's mode into its meta's, key by key.
    disable,
  });
  return {
    ...off,
    desktop: at('desktop', 'ekran', 'light', phoneOnly),
    phone: at('phone', 'ekran', 'light', false),
    [`${SCREEN_TENANT} dark`]: at('desktop', SCREEN_TENANT, 'dark', phoneOnly),
    [`${SCREEN_TENANT} dark phone`]: at('phone', SCREEN_TENANT, 'dark', !phoneOnly),
  };
}

/** The modes a story is shot in, without the ones it turned off. */
export const activeModes = (modes: VisualModes | undefined): [string, VisualMode][] =>
  Object.entries(modes ?? {}).filter(([, mode]) => !mode.disable);

/**
 * The rules a story declares for both runners, in `parameters.chromatic` (Chromatic's own names):
 * - `modes`: the matrix above;
 * - `ignoreSelectors`: parts whose picture depends on timing the story does not control (hidden in
 *   the local shot, left out of Chromatic's diff);
 * - `disableSnapshot`: no picture at all;
 * - `delay`: ms to wait before the shot;
 * - `pauseAnimationAtEnd`: animations are shown at their end.
 * A story that sets `ignoreSelectors` or `disableSnapshot` says why in `parameters.visual.why`.
 */
export type ChromaticParameters = {
  modes?: VisualModes;
  ignoreSelectors?: string[];
  disableSnapshot?: boolean;
  delay?: number;
  pauseAnimationAtEnd?: boolean;
};
export type VisualParameters = { why?: string };

/**
 * How a shot is compared with its reference (Vitest's pixelmatch comparator).
 *
 * - `threshold` 0.02: the per-pixel colour distance (pixelmatch's YIQ scale, 0–1) below which two
 *   pixels count as equal. Neighbouring shades of one palette sit at 0.021 (slate-50/100, white/
 *   slate-50) to 0.07 (blue-700/800, the brand primary one shade darker), so 0.02 tells every such
 *   pair apart; 0.1, the default, lets blue-700 → blue-800 through as «no change».
 * - `includeAA` true: anti-aliased pixels count. A rounder corner or a thinner ring changes mostly
 *   edge pixels, which pixelmatch would otherwise excuse as anti-aliasing.
 * - `allowedMismatchedPixels` 8: an absolute count, not a share of the shot, so a small component
 *   gets no more slack than a screen. A 1 px border moving changes two columns of pixels along the
 *   border (≥ 2 × its height, 48 px for a 24 px badge); a radius 2 px rounder changes about 6 px
 *   per corner. The 8 px left are for a stray pixel of text rasterisation, never a whole edge.
 */
export const COMPARISON = { threshold: 0.02, includeAA: true, allowedMismatchedPixels: 8 } as const;

/** Screens (the app's routes and layouts) get the screen matrix; everything else is a component. */
export const layerOf = (file: string): 'screen' | 'component' =>
  /apps\/web\/src\/(app|features)\//.test(file.replaceAll('\\', '/')) ? 'screen' : 'component';

const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * Fails a story whose visual rules do not fit its layer: a component without every tenant × theme,
 * a screen without its three shots, a hidden part or a skipped shot without a reason.
 */
export function checkMatrix(
  file: string,
  chromatic: ChromaticParameters,
  visual?: VisualParameters,
): void {
  const left = chromatic.disableSnapshot || (chromatic.ignoreSelectors?.length ?? 0) > 0;
  if (left && !visual?.why?.trim()) {
    throw new Error(
      `${file}: a story that hides a part of its picture or skips it says why in parameters.visual.why`,
    );
  }
  if (chromatic.disableSnapshot) return;
  const modes = activeModes(chromatic.modes);
  if (layerOf(file) === 'component') {
    const missing = TENANTS.flatMap((tenant) =>
      THEMES.filter(
        (theme) => !modes.some(([, mode]) => mode.tenant === tenant && mode.theme === theme),
      ).map((theme) => `${tenant} ${theme}`),
    );
    if (missing.length) {
      throw new Error(
        `${file}: a component story is shot in every tenant and theme; missing ${missing.join(', ')}`,
      );
    }
    return;
  }
  const names = modes.map(([name]) => name);
  const expected = [screenModes(), screenModes({ only: 'phone' })].map((set) =>
    activeModes(set).map(([name]) => name),
  );
  if (!expected.some((set) => same(set, names))) {
    throw new Error(
      `${file}: a screen story uses screenModes() or screenModes({ only: 'phone' }); it has ${names.join(', ') || 'none'}`,
    );
  }
}
