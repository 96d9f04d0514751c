import { useTranslation } from 'react-i18next';
import { DEFAULT_NAMESPACE } from './index';

/**
 * Adds the strings of a part of the app that loads lazily (the dashboard's filter bar and filter
 * dialog) to the app's translations when that part first renders, so the page's first load does not
 * carry them. Their keys stay typed through `Resources` (en.ts). Called at the top of the lazily
 * loaded component: it runs before any child asks for one of its strings.
 */
export function useLazyStrings(strings: Record<string, object>): void {
  const { i18n } = useTranslation();
  for (const [key, value] of Object.entries(strings)) {
    if (i18n.exists(key, { lng: 'en' })) continue;
    i18n.addResourceBundle('en', DEFAULT_NAMESPACE, { [key]: value }, true, false);
  }
}
