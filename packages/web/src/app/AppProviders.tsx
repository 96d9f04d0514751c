import { App as AntdApp } from 'antd';
import type { i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ErrorBoundary } from '../components/ErrorPanel';
import type { AppStore } from './store';
import { ThemeModeProvider } from './theme/ThemeModeProvider';

interface AppProvidersProps {
  store: AppStore;
  i18n: i18n;
  children: ReactNode;
}

/** Store, strings, theme and antd's App context (toasts, modals), shared by the app and its tests. */
export function AppProviders({ store, i18n, children }: AppProvidersProps): ReactElement {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeModeProvider>
          <AntdApp>
            <ErrorBoundary>{children}</ErrorBoundary>
          </AntdApp>
        </ThemeModeProvider>
      </I18nextProvider>
    </Provider>
  );
}
