import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { createI18n } from './app/i18n';
import { APP_ROUTES } from './app/routes';
import { createAppStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={createAppStore()} i18n={createI18n()} router={createBrowserRouter(APP_ROUTES)} />
  </StrictMode>,
);
