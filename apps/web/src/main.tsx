// First: configures zod before any module declares a schema (see zod-config.ts).
import './app/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@ekran/ui/styles.css';
import { enableMocks } from './app/enable-mocks';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('В index.html нет элемента #root');

await enableMocks();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
