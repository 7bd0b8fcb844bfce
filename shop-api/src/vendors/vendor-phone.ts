import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

// The form has no country: a number without +country code is read as one of the shop's markets.
const MARKETS: CountryCode[] = ['DE', 'AT', 'CH', 'SA', 'AE', 'EG'];

/** Whether the text is a dialable phone number: international, or national in a shop market. */
export function isVendorPhone(text: string): boolean {
  return MARKETS.some((country) => parsePhoneNumberFromString(text, country)?.isValid() === true);
}
