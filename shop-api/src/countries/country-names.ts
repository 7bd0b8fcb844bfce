import isoCountries from 'i18n-iso-countries';

export interface CountryNames {
  name_german: string;
  name_arabic: string;
  name_english: string;
}

const cache = new Map<string, CountryNames>();

/**
 * A country's names in the shop's languages, from i18n-iso-countries (its Node entry registers
 * every locale). A code it does not know keeps the stored name in all three.
 */
export function countryNames(code: string | null | undefined, storedName: string): CountryNames {
  if (!code) return { name_german: storedName, name_arabic: storedName, name_english: storedName };
  let names = cache.get(code);
  if (!names) {
    names = {
      name_german: isoCountries.getName(code, 'de') ?? storedName,
      name_arabic: isoCountries.getName(code, 'ar') ?? storedName,
      name_english: isoCountries.getName(code, 'en') ?? storedName,
    };
    cache.set(code, names);
  }
  return names;
}
