import { isAddressErrorKey } from '@shop/shared-contracts/api/address-error-keys';
import type { AddressBody } from '@shop/shared-contracts/api/calls';
import type { Address, AddressType, CountryOption } from '@shop/shared-contracts/api/entities';
import { isApiError } from '@shop/shared-platform/http/api-error';

export interface AddressFormValues {
  type: AddressType;
  title: string;
  /** The chosen country's id as the select holds it; empty until one is chosen. */
  country_id: string;
  address: string;
  city: string;
  postal_code: string;
  phone_number: string;
  is_default: boolean;
}

export type AddressField = 'country_id' | 'address' | 'postal_code' | 'phone_number';
/** Keys under `addresses.errors` of the `account` namespace. */
export type AddressError = 'required' | 'phone' | 'country' | 'postalCode' | 'phoneCountry';
export type AddressErrors = Partial<Record<AddressField, AddressError>>;

/** Digits with the usual phone punctuation, and at least one digit (the API's first check). */
const PHONE = /^[0-9\u0660-\u0669\u06f0-\u06f9+()\-\s./]{3,40}$/;

export function formValues(address: Address | null, titleOf: (type: AddressType) => string) {
  const type = address?.type ?? 'home';
  return {
    type,
    title: address?.title ?? titleOf(type),
    // A new address has no country until the shopper picks one: guessing one from the language
    // is how a Riyadh address ended up in Germany.
    country_id: address ? String(address.country_id) : '',
    address: address?.address ?? '',
    city: address?.city ?? '',
    postal_code: address?.postal_code ?? '',
    phone_number: address?.phone_number ?? '',
    is_default: address?.is_default === 1,
  } satisfies AddressFormValues;
}

export function chosenCountry(values: AddressFormValues, countries: readonly CountryOption[]) {
  return countries.find((country) => String(country.id) === values.country_id);
}

/**
 * What the form can tell before sending: a country, a street, a postcode where the country has
 * them, and a phone number that looks like one. The postcode's format and the phone number's
 * country rules are the API's to decide (`isValidPhone` checks the latter ahead of it).
 */
export function validateAddress(
  values: AddressFormValues,
  country: CountryOption | undefined,
): AddressErrors {
  const errors: AddressErrors = {};
  if (!country) errors.country_id = 'country';
  if (!values.address.trim()) errors.address = 'required';
  if (country?.has_postal_code && !values.postal_code.trim()) errors.postal_code = 'required';
  const phone = values.phone_number.trim();
  if (!phone) errors.phone_number = 'required';
  else if (!PHONE.test(phone) || !/[0-9\u0660-\u0669\u06f0-\u06f9]/.test(phone))
    errors.phone_number = 'phone';
  return errors;
}

const SERVER_ERRORS = {
  'address.country_invalid': 'country',
  'address.postal_code_invalid': 'postalCode',
  'address.phone_invalid': 'phoneCountry',
} as const satisfies Record<string, AddressError>;

const FIELDS: readonly AddressField[] = ['country_id', 'address', 'postal_code', 'phone_number'];

/** The API's field errors of a refused save, as the form's own; empty for any other failure. */
export function serverErrors(error: unknown): AddressErrors {
  if (!isApiError(error) || !error.errors) return {};
  const errors: AddressErrors = {};
  for (const field of FIELDS) {
    const [text] = error.errors[field] ?? [];
    if (text === undefined) continue;
    if (isAddressErrorKey(text)) errors[field] = SERVER_ERRORS[text];
    else errors[field] = field === 'phone_number' ? 'phone' : 'required';
  }
  return errors;
}

export function toAddressBody(values: AddressFormValues): AddressBody {
  return {
    type: values.type,
    title: values.title.trim(),
    country_id: Number(values.country_id),
    address: values.address.trim(),
    city: values.city.trim() || null,
    postal_code: values.postal_code.trim() || null,
    phone_number: values.phone_number.trim(),
    is_default: values.is_default,
  };
}
