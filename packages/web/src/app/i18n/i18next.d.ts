import 'i18next';
import type { Resources } from './en';

// Typed keys: a t() call with a key missing from the English resources fails the typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Resources };
  }
}
