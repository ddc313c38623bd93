import { Link, useRouteError } from 'react-router-dom';
import { buttonVariants } from '@ekran/ui';
import { errorTitle } from './error-title';

/**
 * Shown when a screen fails to load or throws: says so in Russian and offers a way out.
 *
 * It is part of the entry chunk (it must show when a screen's chunk cannot load), so it draws the
 * empty-state look with plain classes instead of EmptyState and Button: those merge class names
 * with tailwind-merge, which would weigh on the entry's budget (scripts/check-bundle.mjs).
 * Its icon is lucide's «inbox» drawn inline: the icon component would bring lucide-react's
 * runtime into the entry for this one picture.
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
      <div
        data-slot="empty-state"
        className="flex flex-col items-center justify-center gap-2 px-4 py-10 text-center"
      >
        <div
          aria-hidden
          className="mb-1 flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          <InboxIcon />
        </div>
        <h2 className="text-base font-semibold">{title}</h2>
        <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
        {/* ScreenError repeats these two buttons on purpose: shared, they grew the entry chunk. */}
        <div className="mt-2 flex gap-2">
          <button
            type="button"
            className={buttonVariants()}
            onClick={() => window.location.reload()}
          >
            Обновить
          </button>
          <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
            На дашборд
          </Link>
        </div>
      </div>
    </main>
  );
}
