/**
 * The names of the semantic tokens in tokens.css. applyTenantTheme accepts only these, and the
 * contrast test checks the pairs below in every shipped theme and mode.
 */
export const colorTokens = [
  'background',
  'foreground',
  'card',
  'card-foreground',
  'popover',
  'popover-foreground',
  'primary',
  'primary-foreground',
  'secondary',
  'secondary-foreground',
  'accent',
  'accent-foreground',
  'muted',
  'muted-foreground',
  'success',
  'success-foreground',
  'success-soft',
  'success-soft-foreground',
  'warning',
  'warning-foreground',
  'warning-soft',
  'warning-soft-foreground',
  'destructive',
  'destructive-foreground',
  'destructive-soft',
  'destructive-soft-foreground',
  'info',
  'info-foreground',
  'info-soft',
  'info-soft-foreground',
  'border',
  'input',
  'ring',
  'overlay',
] as const;

export type ColorToken = (typeof colorTokens)[number];

/** Text pairs (foreground over background) that must reach WCAG AA, 4.5:1. */
export const textContrastPairs: ReadonlyArray<readonly [fg: ColorToken, bg: ColorToken]> = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['primary-foreground', 'primary'],
  ['secondary-foreground', 'secondary'],
  ['accent-foreground', 'accent'],
  ['muted-foreground', 'muted'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'popover'],
  ['success-foreground', 'success'],
  ['warning-foreground', 'warning'],
  ['destructive-foreground', 'destructive'],
  ['info-foreground', 'info'],
  ['success-soft-foreground', 'success-soft'],
  ['warning-soft-foreground', 'warning-soft'],
  ['destructive-soft-foreground', 'destructive-soft'],
  ['info-soft-foreground', 'info-soft'],
  // Links and error messages are coloured text on the page, a card or a popover.
  ['primary', 'background'],
  ['primary', 'card'],
  ['destructive', 'background'],
  ['destructive', 'card'],
  ['destructive', 'popover'],
  ['foreground', 'secondary'],
  ['foreground', 'muted'],
];

/** Non-text pairs (control borders, focus ring) that must reach 3:1 (WCAG 1.4.11). */
export const uiContrastPairs: ReadonlyArray<readonly [fg: ColorToken, bg: ColorToken]> = [
  ['input', 'background'],
  ['input', 'card'],
  ['ring', 'background'],
  ['primary', 'background'],
];
