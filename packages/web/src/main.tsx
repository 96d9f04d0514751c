import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/App';
import { createI18n } from './app/i18n';
import { appRoutes } from './app/routes';
import { createAppStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = createAppStore();
createRoot(container).render(
  <StrictMode>
    <App store={store} i18n={createI18n()} router={createBrowserRouter(appRoutes(store))} />
  </StrictMode>,
);
