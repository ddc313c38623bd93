import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@ekran/ui/styles.css';
import { enableMocks } from './app/enable-mocks';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('В index.html нет элемента #root');

// No top-level await: the fake backend's chunk imports modules of the entry chunk, and an entry
// still evaluating (awaiting that chunk) would never let it run.
void enableMocks().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
