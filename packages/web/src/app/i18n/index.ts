import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { EN } from './en';

export const DEFAULT_NAMESPACE = 'translation';

/**
 * A fresh i18next instance per app (and per test), initialised synchronously from bundled resources
 * so the first render already has its strings.
 */
export function createI18n(language = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    defaultNS: DEFAULT_NAMESPACE,
    resources: { en: { [DEFAULT_NAMESPACE]: EN } },
    // React escapes rendered text already; escaping here would double-escape names like "O'Brien".
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}
