import { RotateCw } from 'lucide-react';
import { Button } from '../button';

export type RetryButtonProps = {
  onClick: () => void;
  /** A retry is under way: a spinner in place of the arrow, and clicks are ignored. */
  loading?: boolean;
  className?: string;
  /** The slot when the button is a part of another component (`load-error-retry`). */
  'data-slot'?: string;
};

/** «Повторить» in a failed block: asks for its data again. */
export function RetryButton({
  onClick,
  loading = false,
  className,
  'data-slot': slot = 'retry-button',
}: RetryButtonProps) {
  return (
    <Button
      data-slot={slot}
      variant="outline"
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
