import { startTransition, StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import type { Api } from '@ekran/api';
import { nextTask, setClassTable } from '@ekran/ui';
import './styles.css';
import { CLASS_TABLE } from './app/class-table';
import { enableMocks } from './app/enable-mocks';
import { App, routeData } from './app/app';
import { createAppApi } from './app/create-app-api';
import { createAppQueryClient } from './app/query-client';
import { quietSkeletonAnimations } from './app/quiet-skeletons';
import { createAppRouter } from './app/router';
import { hasPrerenderedPage } from './lib/prerendered-page';

// The first render merges its classes by the app's table, not by building tailwind-merge's.
setClassTable(CLASS_TABLE);
quietSkeletonAnimations();

const container = document.getElementById('root');
if (!container) throw new Error('В index.html нет элемента #root');

/**
 * Creates the app and shows it: over the prerendered page when there is one. In three tasks rather
 * than one long one on a phone: the modules' evaluation, the router, then the rest.
 */
async function start(root: HTMLElement): Promise<void> {
  await nextTask();
  // The routes' loaders start the screens' data once the client below exists (on a prerendered
  // page, once the page has been painted).
  let handOver: (client: { api: Api; queryClient: QueryClient }) => void = () => undefined;
  const client = new Promise<{ api: Api; queryClient: QueryClient }>((resolve) => {
    handOver = resolve;
  });
  // Created first: its first navigation loads the screen's code while the start goes on.
  const router = createAppRouter(routeData(client));
  await nextTask();
  const api = createAppApi();
  const queryClient = createAppQueryClient();
  const reactRoot = createRoot(root);
  const app = (
    <StrictMode>
      <App router={router} api={api} queryClient={queryClient} />
    </StrictMode>
  );
  const firstScreen = () => handOver({ api, queryClient });
  // A transition renders in slices of a few milliseconds between which the browser can paint and
  // handle input, instead of one long task for the whole first screen.
  const render = () => startTransition(() => reactRoot.render(app));
  // A prerendered page is replaced its own way; its data leaves once it has been painted.
  if (hasPrerenderedPage(root)) {
    import('./app/over-prerendered')
      .then(({ renderOverPrerendered }) =>
        renderOverPrerendered({
          container: root,
          root: reactRoot,
          app,
          router,
          afterPaint: firstScreen,
        }),
      )
      .catch(() => {
        firstScreen();
        render();
      });
    return;
  }
  firstScreen();
  render();
}

enableMocks();
void start(container);
