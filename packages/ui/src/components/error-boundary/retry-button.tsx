import { RotateCw } from 'lucide-react';
import { Button } from '../button';

export type RetryButtonProps = {
  onClick: () => void;
  className?: string;
};

/** «Повторить» in a failed block: asks for its data again. */
export function RetryButton({ onClick, className }: RetryButtonProps) {
  return (
    <Button
      data-slot="retry-button"
      variant="outline"
      size="sm"
      className={className}
      onClick={onClick}
    >
      <RotateCw aria-hidden />
      Повторить
    </Button>
  );
}
