import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { RetryButton } from './retry-button';

export type ErrorBoundaryProps = {
  children: ReactNode;
  /** What is shown instead of the children after they threw; `retry` renders them again. */
  fallback: (props: { error: unknown; retry: () => void }) => ReactNode;
  /** Told about the error (a development console, a monitoring hook). */
  onError?: (error: unknown, info: ErrorInfo) => void;
};

type State = { error: unknown; failed: boolean };

/**
 * Keeps a failure where it happened: when an independent part of a screen throws while rendering
 * (an answer of another shape, say), only that part is replaced by its fallback, and the rest of
 * the screen, the navigation and polling go on. `retry` renders the part again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  retry = (): void => this.setState({ error: null, failed: false });

  override render(): ReactNode {
    if (this.state.failed)
      return this.props.fallback({ error: this.state.error, retry: this.retry });
    return this.props.children;
  }
}

export type WidgetErrorProps = {
  /** What could not be shown, in the nominative: «Статистика», «Последние кампании». */
  what?: string;
  onRetry?: () => void;
  className?: string;
};

/** The fallback of one block of a screen: says it could not be shown and offers to try again. */
export function WidgetError({ what, onRetry, className }: WidgetErrorProps) {
  return (
    <div
      role="alert"
      data-slot="widget-error"
      className={cn(
        'flex flex-col items-center gap-2 rounded-md border border-destructive/40 bg-destructive/5 px-4 py-6 text-center text-sm',
        className,
      )}
    >
      <CircleAlert data-slot="widget-error-icon" aria-hidden className="size-5 text-destructive" />
      <p data-slot="widget-error-title" className="font-medium">
        {what ? `Не удалось показать блок «${what}»` : 'Не удалось показать этот блок'}
      </p>
      <p data-slot="widget-error-description" className="text-muted-foreground">
        Сервер вернул неожиданный ответ или что-то сломалось. Остальная страница работает.
      </p>
      {onRetry ? <RetryButton onClick={onRetry} /> : null}
    </div>
  );
}
