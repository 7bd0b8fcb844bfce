import type { StoreType } from '@shop/shared-contracts/api/entities';

export interface VendorValues {
  store_name_in_arabic: string;
  store_name_in_german: string;
  address: string;
  phone: string;
  store_type: StoreType | '';
  store_logo: File | null;
  store_id: File | null;
  terms: boolean;
}

export type VendorField = keyof VendorValues;
/** Keys of the `account` namespace, per field. */
export type VendorErrors = Partial<Record<VendorField, string>>;

export const emptyVendorValues: VendorValues = {
  store_name_in_arabic: '',
  store_name_in_german: '',
  address: '',
  phone: '',
  store_type: '',
  store_logo: null,
  store_id: null,
  terms: false,
};

/** The application's text parts, in the order the form shows them. */
export const VENDOR_TEXT_FIELDS = [
  'store_name_in_arabic',
  'store_name_in_german',
  'address',
  'phone',
  'store_type',
] as const;

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'];
const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx'];
const DOCUMENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

const extension = (file: File) => file.name.split('.').pop()?.toLowerCase() ?? '';

/** An image by its type or, when the browser names none, by its extension. */
export function isImageFile(file: File): boolean {
  return file.type ? file.type.startsWith('image/') : IMAGE_EXTENSIONS.includes(extension(file));
}

/** A PDF, DOC or DOCX document, or an image. */
export function isIdentityDocument(file: File): boolean {
  if (isImageFile(file)) return true;
  return DOCUMENT_TYPES.includes(file.type) || DOCUMENT_EXTENSIONS.includes(extension(file));
}

/**
 * The country a vendor's phone number without a country code is read in (the API reads it the
 * same way): German numbers may be national (`0341 123456`), any other needs its code (`+966 …`).
 */
export const VENDOR_PHONE_COUNTRY = 'DE';

/** Digits (also Arabic-Indic) with the usual phone punctuation, and at least one digit. */
const PHONE = /^[0-9\u0660-\u0669\u06f0-\u06f9+()\-\s./]{3,40}$/;
const DIGIT = /[0-9\u0660-\u0669\u06f0-\u06f9]/;

/**
 * The form's rules that need no library; the application is sent only when these and the phone
 * number's check (`isValidPhone` with `VENDOR_PHONE_COUNTRY`) find nothing.
 */
export function vendorErrors(values: VendorValues): VendorErrors {
  const errors: VendorErrors = {};
  for (const field of VENDOR_TEXT_FIELDS) {
    if (!values[field].trim()) errors[field] = 'vendor.errors.fieldRequired';
  }
  const phone = values.phone.trim();
  if (phone && (!PHONE.test(phone) || !DIGIT.test(phone))) errors.phone = 'vendor.errors.phone';
  if (!values.store_logo) errors.store_logo = 'vendor.errors.logoRequired';
  else if (!isImageFile(values.store_logo)) errors.store_logo = 'vendor.errors.logoType';
  if (!values.store_id) errors.store_id = 'vendor.errors.idRequired';
  else if (!isIdentityDocument(values.store_id)) errors.store_id = 'vendor.errors.idType';
  if (!values.terms) errors.terms = 'vendor.errors.termsRequired';
  return errors;
}

/** The multipart body: each text field and both files a part (the terms stay in the browser). */
export function vendorFormData(values: VendorValues): FormData {
  const form = new FormData();
  for (const field of VENDOR_TEXT_FIELDS) form.append(field, values[field].trim());
  if (values.store_logo) form.append('store_logo', values.store_logo);
  if (values.store_id) form.append('store_id', values.store_id);
  return form;
}
