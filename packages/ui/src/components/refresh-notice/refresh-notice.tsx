import { WifiOff } from 'lucide-react';
import { cn } from '../../lib/cn';
import { RetryButton } from '../error-boundary';

export type RefreshNoticeProps = {
  /** Asks again; the notice stays until an answer arrives. */
  onRetry: () => void;
  /** A retry is under way: the button spins and ignores clicks. */
  retrying?: boolean;
  /** Replaces the default sentence. */
  message?: string;
  className?: string;
};

/**
 * A quiet line for a screen whose data is on show but could not be refreshed: the data stays (the
 * user may be typing into it), this says it may be out of date and offers to ask again. Polite, not
 * an alert: nothing is lost.
 */
export function RefreshNotice({
  onRetry,
  retrying = false,
  message,
  className,
}: RefreshNoticeProps) {
  return (
    <div
      role="status"
      data-slot="refresh-notice"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-warning/50 bg-warning/10 px-3 py-1.5 text-sm text-foreground',
        className,
      )}
    >
      <WifiOff
        data-slot="refresh-notice-icon"
        aria-hidden
        className="size-4 shrink-0 text-warning"
      />
      <span data-slot="refresh-notice-message" className="min-w-0 flex-1">
        {message ?? 'Не удалось обновить данные. На экране — последние загруженные.'}
      </span>
      <RetryButton
        data-slot="refresh-notice-retry"
        variant="ghost"
        loading={retrying}
        onClick={() => {
          if (!retrying) onRetry();
        }}
      />
    </div>
  );
}
