import type { AddressErrorKey } from '@shop/shared-contracts/api/address-error-keys';
import type { AddressBody } from '@shop/shared-contracts/api/calls';
import { eq } from 'drizzle-orm';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { isCountryCode, POSTAL_CODES, postalCodeFits } from '../countries/postal-codes';
import type { Db } from '../db/client';
import { countries } from '../db/schema-accounts';
import { ApiError, fieldError } from '../http/api-error';

/** Arabic-Indic and Persian digits, which Arabic keyboards type, as the ASCII digits we store. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) =>
    String((digit.codePointAt(0) ?? 0) & 0xf),
  );
}

/** The answer's top-level message for readers that show no field errors. */
const MESSAGES: Record<AddressErrorKey, string> = {
  'address.country_invalid': 'The selected country is invalid.',
  'address.postal_code_invalid': 'The postal code does not exist in the selected country.',
  'address.phone_invalid': 'The phone number is not valid for the selected country.',
};

function invalid(errors: Partial<Record<string, AddressErrorKey>>): ApiError {
  const entries = Object.entries(errors).flatMap(([field, key]) => (key ? [{ field, key }] : []));
  const message = entries[0] ? MESSAGES[entries[0].key] : 'The given data was invalid.';
  return new ApiError(
    422,
    message,
    Object.fromEntries(entries.map(({ field, key }) => [field, [key]])),
  );
}

/**
 * The row values of an address body, checked against its country: the postcode has the country's
 * format (may be empty, and anything where there are no postcodes), the phone number is one
 * libphonenumber-js accepts, national for that country or international with `+`.
 */
export async function addressValues(db: Db, body: AddressBody) {
  const [country] = await db
    .select({ id: countries.id, code: countries.code })
    .from(countries)
    .where(eq(countries.id, body.country_id));
  if (!country) throw invalid({ country_id: 'address.country_invalid' });
  // Spaces alone pass the length checks but are no address a parcel can be sent to.
  if (!body.address.trim()) throw fieldError('address', 'The address field is required.');
  const code = isCountryCode(country.code) ? country.code : undefined;
  const phone = asciiDigits(body.phone_number.trim());
  const postalCode = asciiDigits(body.postal_code?.trim() ?? '');
  const storedPostalCode = code && POSTAL_CODES[code] ? postalCode.toUpperCase() : postalCode;
  const errors: Partial<Record<string, AddressErrorKey>> = {};
  if (postalCode && code && !postalCodeFits(code, postalCode))
    errors.postal_code = 'address.postal_code_invalid';
  if (!isValidPhoneNumber(phone, code)) errors.phone_number = 'address.phone_invalid';
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const type = body.type ?? 'home';
  return {
    title: body.title?.trim() || (type === 'office' ? 'Office' : 'Home'),
    type,
    countryId: country.id,
    address: body.address.trim(),
    phoneNumber: phone,
    postalCode: storedPostalCode || null,
    city: body.city?.trim() || null,
  };
}
