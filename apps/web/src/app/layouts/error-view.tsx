import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@ekran/ui';

type Props = {
  /** A 24 px drawing, hidden from screen readers. */
  icon: ReactNode;
  title: string;
  text: string;
  /** The reload button's text; without it only the text shows (offline, where a reload cannot help). */
  reloadLabel?: string;
  /** `alert` when the view replaces a screen the user was looking at. */
  role?: 'alert';
  slot: string;
  /** The block's own spacing. */
  className: string;
};

/**
 * What RouteError and ScreenError draw: a drawing, a heading, a line of advice, a reload button and
 * the way to the dashboard. RouteError is in the entry chunk (it must show when a screen's chunk
 * cannot load), so this draws the empty-state look with plain classes and `buttonVariants` instead
 * of EmptyState and Button, whose class merging (tailwind-merge) would weigh on the entry's budget
 * (scripts/check-bundle.mjs).
 */
export function ErrorView({ icon, title, text, reloadLabel, role, slot, className }: Props) {
  return (
    <div
      role={role}
      data-slot={slot}
      className={`flex flex-col items-center justify-center gap-2 px-4 text-center ${className}`}
    >
      <div
        aria-hidden
        className="mb-1 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
      >
        {icon}
      </div>
      <h2 className="text-base font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      {reloadLabel ? (
        <div className="mt-2 flex gap-2">
          <button
            type="button"
            className={buttonVariants()}
            onClick={() => window.location.reload()}
          >
            {reloadLabel}
          </button>
          <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
            На дашборд
          </Link>
        </div>
      ) : null}
    </div>
  );
}
