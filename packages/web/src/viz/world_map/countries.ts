import isoCountries from 'i18n-iso-countries';
import english from 'i18n-iso-countries/langs/en.json';
import { iocToAlpha3 } from './iocCodes';

isoCountries.registerLocale(english);

/** How the entity column names its countries (Superset's `country_fieldtype`). */
export type CountryFieldType = 'name' | 'cca2' | 'cca3' | 'cioc';

export const COUNTRY_FIELD_TYPES: readonly CountryFieldType[] = ['name', 'cca2', 'cca3', 'cioc'];

/** A country a row is drawn on: its ISO alpha-3 code (the map's region name) and English name. */
export interface Country {
  cca3: string;
  name: string;
}

function alpha3Of(fieldType: CountryFieldType, value: string): string | undefined {
  switch (fieldType) {
    case 'name':
      // Matched in any case and with the usual aliases ("United States", "Russia", "South Korea").
      return isoCountries.getAlpha3Code(value.trim(), 'en');
    case 'cca2':
      return isoCountries.alpha2ToAlpha3(value.trim().toUpperCase());
    case 'cca3': {
      const code = value.trim().toUpperCase();
      return isoCountries.alpha3ToAlpha2(code) ? code : undefined;
    }
    case 'cioc':
      return iocToAlpha3(value.trim());
  }
}

/**
 * The country an entity value names under `country_fieldtype` (Superset's `countries.get`), or
 * undefined when it names none (Superset's 'XXX', which no region draws).
 */
export function findCountry(fieldType: CountryFieldType, value: unknown): Country | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const cca3 = alpha3Of(fieldType, value);
  if (!cca3) return undefined;
  // A name is shown as the data writes it ("China", not ISO's "People's Republic of China"); a code
  // by ISO's English name, or the code itself for Kosovo's 'UNK', which ISO does not name.
  const name = fieldType === 'name' ? value.trim() : (isoCountries.getName(cca3, 'en') ?? cca3);
  return { cca3, name };
}

/** The alpha-3 code of a world-atlas feature id (ISO 3166-1 numeric, e.g. '004'). */
export function alpha3OfNumeric(id: unknown): string | undefined {
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  return isoCountries.numericToAlpha3(id);
}
