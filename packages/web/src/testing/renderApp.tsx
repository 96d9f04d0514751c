import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type DataRouter, type RouteObject } from 'react-router';
import { App } from '../app/App';
import { createI18n } from '../app/i18n';
import { appRoutes } from '../app/routes';
import { createAppStore, type AppStore } from '../app/store';

export interface RenderedApp extends RenderResult {
  store: AppStore;
  router: DataRouter;
}

/** The real app (store, i18n, theme, antd App, router) at `path`, optionally with other routes. */
export function renderApp(path: string, routes?: RouteObject[]): RenderedApp {
  const store = createAppStore();
  const router = createMemoryRouter(routes ?? appRoutes(store), { initialEntries: [path] });
  const result = render(<App store={store} i18n={createI18n()} router={router} />);
  return { ...result, store, router };
}

/** One component inside the providers, at a route so router hooks work. */
export function renderWithProviders(element: ReactElement, path = '/'): RenderedApp {
  return renderApp(path, [{ path: '*', element }]);
}
