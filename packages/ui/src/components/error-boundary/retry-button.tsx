import { RotateCw } from 'lucide-react';
import { Button } from '../button';

export type RetryButtonProps = {
  onClick: () => void;
  /** A retry is under way: a spinner in place of the arrow, and clicks are ignored. */
  loading?: boolean;
  /** `ghost` inside a notice that already has a border (RefreshNotice). */
  variant?: 'outline' | 'ghost';
  className?: string;
  /** The slot when the button is a part of another component (`load-error-retry`). */
  'data-slot'?: string;
};

/** «Повторить» wherever data could not be loaded or refreshed: asks for it again. */
export function RetryButton({
  onClick,
  loading = false,
  variant = 'outline',
  className,
  'data-slot': slot = 'retry-button',
}: RetryButtonProps) {
  return (
    <Button
      data-slot={slot}
      variant={variant}
      size="sm"
      loading={loading}
      className={className}
      onClick={onClick}
    >
      {loading ? null : <RotateCw aria-hidden />}
      Повторить
    </Button>
  );
}
