import './styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// The check opens the page as `?tenant=…&theme=dark`; the package reads both from <html>.
const params = new URLSearchParams(window.location.search);
const tenant = params.get('tenant');
if (tenant) document.documentElement.dataset.tenant = tenant;
if (params.get('theme') === 'dark') document.documentElement.dataset.theme = 'dark';

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
