import type { AddressBody } from '@shop/shared-contracts/api/calls';
import type { Address, AddressType } from '@shop/shared-contracts/api/entities';

export interface AddressFormValues {
  type: AddressType;
  title: string;
  address: string;
  city: string;
  postal_code: string;
  phone_number: string;
  is_default: boolean;
}

export type AddressField = 'address' | 'phone_number';
export type AddressErrors = Partial<Record<AddressField, 'required' | 'phone'>>;

/** Without a country picker every address is in the shop's first country, as the API expects. */
export const DEFAULT_COUNTRY_ID = 1;

/** Digits with the usual phone punctuation, and at least one digit (the API's rule). */
const PHONE = /^[0-9+()\-\s./]{3,40}$/;

export function formValues(address: Address | null, titleOf: (type: AddressType) => string) {
  const type = address?.type ?? 'home';
  return {
    type,
    title: address?.title ?? titleOf(type),
    address: address?.address ?? '',
    city: address?.city ?? '',
    postal_code: address?.postal_code ?? '',
    phone_number: address?.phone_number ?? '',
    is_default: address?.is_default === 1,
  } satisfies AddressFormValues;
}

/** Street address and phone are required; the phone must look like one. */
export function validateAddress(values: AddressFormValues): AddressErrors {
  const errors: AddressErrors = {};
  if (!values.address.trim()) errors.address = 'required';
  const phone = values.phone_number.trim();
  if (!phone) errors.phone_number = 'required';
  else if (!PHONE.test(phone) || !/\d/.test(phone)) errors.phone_number = 'phone';
  return errors;
}

export function toAddressBody(values: AddressFormValues, countryId: number): AddressBody {
  return {
    type: values.type,
    title: values.title.trim(),
    country_id: countryId,
    address: values.address.trim(),
    city: values.city.trim() || null,
    postal_code: values.postal_code.trim() || null,
    phone_number: values.phone_number.trim(),
    is_default: values.is_default,
  };
}
