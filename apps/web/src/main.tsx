import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@ekran/ui/styles.css';
import { enableMocks } from './app/enable-mocks';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { hasPrerenderedPage } from './lib/prerendered-page';

const container = document.getElementById('root');
if (!container) throw new Error('В index.html нет элемента #root');

// No top-level await: the fake backend's chunk imports modules of the entry chunk, and an entry
// still evaluating (awaiting that chunk) would never let it run.
void enableMocks().then(() => {
  // Created first: its first navigation loads the screen's code while the start goes on.
  const router = createAppRouter();
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // Issue 17: a transition renders in slices of a few milliseconds between which the browser can
  // paint and handle input, instead of one long task for the whole first screen.
  const render = () => startTransition(() => root.render(app));
  // A prerendered page is replaced its own way.
  if (hasPrerenderedPage(container)) {
    import('./app/over-prerendered')
      .then(({ renderOverPrerendered }) => renderOverPrerendered(container, root, app, router))
      .catch(render);
    return;
  }
  render();
});
