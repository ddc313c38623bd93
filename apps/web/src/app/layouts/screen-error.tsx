import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Inbox, WifiOff } from 'lucide-react';
import { Link, useRouteError } from 'react-router-dom';
import { buttonVariants } from '@ekran/ui';
import { errorTitle } from './error-title';

/** Whether the browser is online now, following its online/offline events. */
function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('online', notify);
      window.addEventListener('offline', notify);
      return () => {
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

/**
 * A screen that threw or whose chunk could not load, shown inside the signed-in frame (the sidebar,
 * the top bar and polling stay). Offline it says so and loads the screen by itself once the
 * browser is back online. Its own small chunk, loaded with the frame's first screen
 * (router.tsx), so it is at hand when a later screen's chunk cannot load.
 */
export function ScreenError() {
  const error = useRouteError();
  const online = useOnline();
  const offlineSeen = useRef(!navigator.onLine);
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module|fetch/i.test(error.message);
  const offline = !online;

  useEffect(() => {
    if (!online) offlineSeen.current = true;
    // Back online after a screen could not load: load it now (a fresh request for its chunk).
    else if (offlineSeen.current && chunkFailed) window.location.reload();
  }, [online, chunkFailed]);

  useEffect(() => {
    if (!chunkFailed && import.meta.env.DEV) console.error(error);
  }, [error, chunkFailed]);

  const title = offline
    ? 'Нет подключения к интернету'
    : errorTitle(error, chunkFailed, 'Не удалось показать страницу');
  const text = offline
    ? 'Страница откроется сама, когда подключение вернётся.'
    : chunkFailed
      ? 'Возможно, вышла новая версия приложения. Обновите страницу.'
      : 'Сервер вернул неожиданный ответ или что-то сломалось. Попробуйте ещё раз; если ошибка повторится, напишите в поддержку.';
  return (
    <div
      role="alert"
      data-slot="screen-error"
      className="flex flex-col items-center justify-center gap-2 px-4 py-16 text-center"
    >
      <div
        aria-hidden
        className="mb-1 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
      >
        {offline ? <WifiOff /> : <Inbox />}
      </div>
      <h2 className="text-base font-semibold">{title}</h2>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      {/* The same two buttons as RouteError, written again on purpose: sharing them moved code into
          the entry chunk, which is at its budget (scripts/check-bundle.mjs). */}
      {offline ? null : (
        <div className="mt-2 flex gap-2">
          <button
            type="button"
            className={buttonVariants()}
            onClick={() => window.location.reload()}
          >
            Повторить
          </button>
          <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
            На дашборд
          </Link>
        </div>
      )}
    </div>
  );
}
