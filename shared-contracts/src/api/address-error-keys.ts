/**
 * Field-error codes of `POST /v1/address` and `PUT /v1/address/{id}` (422): the only message of
 * the field, so each frontend shows the problem in the shopper's language.
 */
export const ADDRESS_ERROR_KEYS = [
  'address.country_invalid',
  'address.postal_code_invalid',
  'address.phone_invalid',
] as const;

export type AddressErrorKey = (typeof ADDRESS_ERROR_KEYS)[number];

export function isAddressErrorKey(text: string): text is AddressErrorKey {
  return (ADDRESS_ERROR_KEYS as readonly string[]).includes(text);
}
