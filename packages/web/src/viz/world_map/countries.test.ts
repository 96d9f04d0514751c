import { describe, expect, it } from 'vitest';
import { alpha3OfNumeric, findCountry } from './countries';

describe('world_map countries', () => {
  it('finds a country by full name in any case and by its common aliases', () => {
    expect(findCountry('name', 'France')).toEqual({ cca3: 'FRA', name: 'France' });
    expect(findCountry('name', 'united states')?.cca3).toBe('USA');
    expect(findCountry('name', 'Russia')?.cca3).toBe('RUS');
    expect(findCountry('name', 'South Korea')?.cca3).toBe('KOR');
  });

  it('finds a country by ISO alpha-2 and alpha-3 code in any case', () => {
    expect(findCountry('cca2', 'de')).toEqual({ cca3: 'DEU', name: 'Germany' });
    expect(findCountry('cca3', 'bra')?.name).toBe('Brazil');
    // An alpha-3 code ISO does not assign names no country.
    expect(findCountry('cca3', 'XYZ')).toBeUndefined();
  });

  it("finds a country by IOC code, including the codes that differ from ISO's", () => {
    expect(findCountry('cioc', 'GER')?.cca3).toBe('DEU');
    expect(findCountry('cioc', 'sui')?.cca3).toBe('CHE');
    expect(findCountry('cioc', 'FRA')?.cca3).toBe('FRA');
    // BRN is Bahrain for the IOC (Brunei's ISO code): the IOC reading wins.
    expect(findCountry('cioc', 'BRN')?.cca3).toBe('BHR');
    // DEU is no IOC code.
    expect(findCountry('cioc', 'DEU')).toBeUndefined();
  });

  it('names no country for an empty, unknown or non-text value', () => {
    expect(findCountry('name', 'Atlantis')).toBeUndefined();
    expect(findCountry('cca2', '')).toBeUndefined();
    expect(findCountry('cca2', null)).toBeUndefined();
    expect(findCountry('cca3', 840)).toBeUndefined();
  });

  it("reads world-atlas's ISO numeric feature ids", () => {
    expect(alpha3OfNumeric('004')).toBe('AFG');
    expect(alpha3OfNumeric('840')).toBe('USA');
    expect(alpha3OfNumeric(undefined)).toBeUndefined();
  });
});
