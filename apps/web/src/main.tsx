import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@ekran/ui/styles.css';
import { enableMocks } from './app/enable-mocks';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('В index.html нет элемента #root');

// No top-level await: the fake backend's chunk imports modules of the entry chunk, and an entry
// still evaluating (awaiting that chunk) would never let it run.
void enableMocks().then(() => {
  const root = createRoot(container);
  // Issue 17: a transition renders in slices of a few milliseconds between which the browser can
  // paint and handle input, instead of one long task for the whole first screen.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
