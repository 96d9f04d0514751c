import type { i18n } from 'i18next';
import type { ReactElement } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { AppProviders } from './AppProviders';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  i18n: i18n;
  router: DataRouter;
}

export function App({ store, i18n, router }: AppProps): ReactElement {
  return (
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
