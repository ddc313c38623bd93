import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import type { ThemeMode } from './token-source';

export type ThemeScopeProps = ComponentProps<'div'> & { tenant: string; mode: ThemeMode };

/**
 * A part of the page in one tenant and mode: both attributes on a wrapper, which tokens.css and
 * tenants.css scope whatever tenant and mode <html> has.
 */
export function ThemeScope({ tenant, mode, className, ...props }: ThemeScopeProps) {
  return (
    <div
      data-tenant={tenant}
      data-theme={mode}
      className={cn('bg-background text-foreground', className)}
      {...props}
    />
  );
}

/**
 * Reads CSS values as the stylesheet resolves them in one tenant and mode: custom properties by
 * name (`primary` reads `--primary`), or a property set to an expression and read back computed
 * (`{ borderTopLeftRadius: 'calc(var(--radius) - 4px)' }` gives `4px`). A hidden probe element in
 * <body> carries the two attributes for the moment of reading.
 */
export function measureTheme(
  tenant: string,
  mode: ThemeMode,
  read: (style: CSSStyleDeclaration, probe: HTMLElement) => void,
): void {
  const probe = document.createElement('div');
  probe.dataset.tenant = tenant;
  probe.dataset.theme = mode;
  probe.hidden = true;
  document.body.append(probe);
  try {
    read(getComputedStyle(probe), probe);
  } finally {
    probe.remove();
  }
}

/** The values of custom properties (names without `--`) in one tenant and mode. */
export function readTokens(
  tenant: string,
  mode: ThemeMode,
  names: readonly string[],
): Record<string, string> {
  const values: Record<string, string> = {};
  measureTheme(tenant, mode, (style) => {
    for (const name of names) values[name] = style.getPropertyValue(`--${name}`).trim();
  });
  return values;
}

/** A length expression (`calc(var(--spacing) * 4)`) computed in one tenant and mode, in px. */
export function computeLength(tenant: string, mode: ThemeMode, expression: string): string {
  let value = '';
  measureTheme(tenant, mode, (style, probe) => {
    probe.style.borderTopLeftRadius = expression;
    value = style.borderTopLeftRadius;
  });
  return value;
}
