import type { ReactNode } from 'react';
import { Alert, Button } from '@ekran/ui';

// Apart from query-state.tsx, which the entry chunk loads: Alert stays out of that chunk.
/** A block whose first load failed: what failed, why (`children`) and «Повторить». */
export function LoadErrorAlert({
  title,
  onRetry,
  children,
}: {
  /** «Не удалось загрузить …». */
  title: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  return (
    <Alert
      variant="error"
      title={title}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          Повторить
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
