import type { TFunction } from 'i18next';

/**
 * Plugins describe themselves in English (names, descriptions, control labels, Superset's own
 * wording); this passes such a text through the translation catalogue, showing the English text when
 * no translation exists. Dynamic text cannot be a typed key, hence the cast.
 */
export function translateText(t: TFunction, text: string): string {
  if (!text) return text;
  return (
    t as unknown as (
      key: string,
      options: { defaultValue: string; keySeparator: false; nsSeparator: false },
    ) => string
  )(text, { defaultValue: text, keySeparator: false, nsSeparator: false });
}
