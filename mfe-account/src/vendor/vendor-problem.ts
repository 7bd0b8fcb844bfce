import type { FieldErrorCode } from '@shop/shared-contracts/api/error-keys';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { VENDOR_TEXT_FIELDS, type VendorErrors, type VendorField } from './vendor-validation';

export interface VendorProblem {
  /** Key of the general message in the `account` namespace. */
  message: string;
  fields: VendorErrors;
}

const FILE_FIELDS: Partial<Record<string, [VendorField, string]>> = {
  store_logo: ['store_logo', 'vendor.errors.logoType'],
  store_id: ['store_id', 'vendor.errors.idType'],
};

/** A text field's refusal: too long, a phone number the API does not accept, or missing. */
function fieldProblem(name: string, text: string): string {
  if (/longer/.test(text)) return 'vendor.errors.tooLong';
  if (name === 'phone' && !/required/i.test(text)) return 'vendor.errors.phone';
  return 'vendor.errors.fieldRequired';
}

/** The API's code for a shopper who already runs a store (a second one is never approved). */
function alreadyVendor(body: unknown): boolean {
  const codes = (body as { codes?: Partial<Record<string, FieldErrorCode>> } | null | undefined)
    ?.codes;
  return codes?.application === 'already_vendor';
}

/** A failed application in the shopper's language: the API's field errors mark their fields. */
export function vendorProblem(error: unknown): VendorProblem {
  if (!isApiError(error)) return { message: 'vendor.errors.failed', fields: {} };
  if (error.status === null) return { message: 'vendor.errors.network', fields: {} };
  if (error.status === 409)
    return {
      message: alreadyVendor(error.body)
        ? 'vendor.errors.alreadyVendor'
        : 'vendor.errors.alreadyPending',
      fields: {},
    };
  if (error.status === 413) return { message: 'vendor.errors.tooLarge', fields: {} };
  const fields: VendorErrors = {};
  for (const [name, texts] of Object.entries(error.errors ?? {})) {
    const text = texts[0] ?? '';
    const file = FILE_FIELDS[name];
    if (file) fields[file[0]] = /5 MB/.test(text) ? 'vendor.errors.tooLarge' : file[1];
    else if ((VENDOR_TEXT_FIELDS as readonly string[]).includes(name))
      fields[name as VendorField] = fieldProblem(name, text);
  }
  return { message: error.status === 422 ? 'vendor.errors.check' : 'vendor.errors.failed', fields };
}
