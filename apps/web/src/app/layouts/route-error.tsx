import { useRouteError } from 'react-router-dom';
import { errorTitle } from './error-title';
import { ErrorView } from './error-view';

/**
 * Shown when a screen fails to load or throws outside the signed-in frame: says so in Russian and
 * offers a way out. Part of the entry chunk; its icon is lucide's «inbox» drawn inline, because the
 * icon component would bring lucide-react's runtime into the entry for this one picture.
 */
const InboxIcon = () => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    width="24"
    height="24"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
  >
    <polyline points="22 12 16 12 14 15 10 15 8 12 2 12" />
    <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
  </svg>
);

export function RouteError() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof TypeError && /dynamically imported module/i.test(error.message);
  const title = errorTitle(error, chunkFailed, 'Что-то пошло не так');
  const text = chunkFailed
    ? 'Возможно, вышла новая версия приложения или пропало соединение. Обновите страницу.'
    : 'Попробуйте обновить страницу. Если ошибка повторится, напишите в поддержку.';
  return (
    <main className="flex min-h-dvh items-center justify-center p-6">
      <ErrorView
        slot="empty-state"
        className="py-10"
        icon={<InboxIcon />}
        title={title}
        text={text}
        reloadLabel="Обновить"
      />
    </main>
  );
}
