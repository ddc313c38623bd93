import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Inbox, WifiOff } from 'lucide-react';
import { useRouteError } from 'react-router-dom';
import { errorTitle } from './error-title';
import { ErrorView } from './error-view';

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
    <ErrorView
      role="alert"
      slot="screen-error"
      className="py-16"
      icon={offline ? <WifiOff /> : <Inbox />}
      title={title}
      text={text}
      reloadLabel={offline ? undefined : 'Повторить'}
    />
  );
}
