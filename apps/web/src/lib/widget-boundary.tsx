import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorBoundary, WidgetError } from '@ekran/ui';

/**
 * One independent block of a screen (a dashboard card, a chart, a tab): if it throws while
 * rendering, only it shows «Не удалось показать блок», and the rest of the screen, the frame and
 * polling go on. «Повторить» asks the screen's data again and renders the block anew.
 */
export function WidgetBoundary({ what, children }: { what: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <ErrorBoundary
      onError={(error) => {
        if (import.meta.env.DEV) console.error(`«${what}»:`, error);
      }}
      fallback={({ retry }) => (
        <WidgetError
          what={what}
          onRetry={() => {
            void queryClient.refetchQueries({ type: 'active' }).finally(retry);
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
