import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { cn } from '../lib/cn';
import { ThemeScope } from './theme-scope';
import { modes, tenants, type Tenant, type ThemeMode } from './token-source';

export type TenantMatrixProps = {
  /** What to show in each cell; a function gets the cell's tenant and mode (to make ids unique). */
  children: ReactNode | ((cell: { tenant: Tenant; mode: ThemeMode }) => ReactNode);
  className?: string;
};

/**
 * The same content in every shipped tenant, light beside dark: each cell is a wrapper with both
 * data-tenant and data-theme, which the token stylesheets scope whatever <html> says. Content a
 * component portals to <body> (a modal, a select's list, a tooltip, toasts) leaves the wrapper and
 * takes <html>'s tenant instead, so it is shown open in a story of its own.
 */
export function TenantMatrix({ children, className }: TenantMatrixProps) {
  return (
    <div className={cn('grid gap-4 md:grid-cols-2', className)}>
      {tenants.flatMap((tenant) =>
        modes.map((mode) => (
          <section
            key={`${tenant.id}-${mode}`}
            aria-label={`${tenant.name}, ${mode}`}
            data-cell={`${tenant.id}:${mode}`}
          >
            <ThemeScope
              tenant={tenant.id}
              mode={mode}
              className="grid gap-3 rounded-lg border p-4 shadow-sm"
            >
              <p className="text-xs font-medium text-muted-foreground">
                {tenant.name} · {mode}
              </p>
              {typeof children === 'function' ? children({ tenant, mode }) : children}
            </ThemeScope>
          </section>
        )),
      )}
    </div>
  );
}

/**
 * A story decorator: the story six times, once per tenant and mode. For stories without fixed ids
 * (a label's htmlFor, an aria-labelledby), which would repeat in every copy.
 */
export const withAllTenants: Decorator = (Story) => (
  <TenantMatrix>
    <Story />
  </TenantMatrix>
);
