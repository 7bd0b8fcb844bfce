import type { Country } from '../api/entities';
import type { Language } from '../i18n/languages';

/**
 * The country of an address in the shopper's language. Order snapshots saved before countries had
 * their names in every language carry only the stored name, which is the answer then.
 */
export function countryName(country: Country, lng: Language | string): string {
  const name =
    lng === 'du' ? country.name_german : lng === 'en' ? country.name_english : country.name_arabic;
  return name ?? country.name;
}
