import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Button, EmptyState } from '@ekran/ui';

/** Shown when a screen fails to load or throws: says so in Russian and offers a way out. */
export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module/i.test(error.message);
  const title = isRouteErrorResponse(error)
    ? `Ошибка ${error.status}`
    : chunkFailed
      ? 'Не удалось загрузить страницу'
      : 'Что-то пошло не так';
  const text = chunkFailed
    ? 'Возможно, вышла новая версия приложения или пропало соединение. Обновите страницу.'
    : 'Попробуйте обновить страницу. Если ошибка повторится, напишите в поддержку.';
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <EmptyState
        title={title}
        text={text}
        headingLevel="h2"
        action={
          <div className="flex gap-2">
            <Button onClick={() => window.location.reload()}>Обновить</Button>
            <Button asChild variant="outline">
              <Link to="/dashboard">На дашборд</Link>
            </Button>
          </div>
        }
      />
    </main>
  );
}
