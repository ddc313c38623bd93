import type { ReactNode } from 'react';
import { Inbox } from 'lucide-react';
import { cn } from '../../lib/cn';

export type EmptyStateProps = {
  /** Decorative icon; an inbox by default. */
  icon?: ReactNode;
  title: ReactNode;
  /** One or two sentences saying why it is empty and what to do. */
  text?: ReactNode;
  /** A call to action, e.g. a «Создать кампанию» button. */
  action?: ReactNode;
  /** Heading level of the title. */
  headingLevel?: 'h2' | 'h3' | 'p';
  className?: string;
};

/** What a list or screen shows when there is nothing in it yet. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  headingLevel: Heading = 'h3',
  className,
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-2 px-4 py-10 text-center',
        className,
      )}
    >
      <div
        data-slot="empty-state-icon"
        aria-hidden
        className="mb-1 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
      >
        {icon ?? <Inbox />}
      </div>
      <Heading data-slot="empty-state-title" className="text-base font-semibold">
        {title}
      </Heading>
      {text ? (
        <p data-slot="empty-state-description" className="max-w-sm text-sm text-muted-foreground">
          {text}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2">
          {action}
        </div>
      ) : null}
    </div>
  );
}
