import { STORE_TYPES } from '@shop/shared-contracts/api/entities';
import { id, int, nullableStr, object, str, timestamp } from '../schemas/primitives';

export const tags = ['operator'];

const person = object({ id: int, name: str(255), email: str(255) });

export const operatorApplicationSchema = object({
  id: int,
  status: { type: 'string', enum: ['under_review', 'approved', 'rejected'] },
  applicant: person,
  store_name_in_german: str(120),
  store_name_in_arabic: str(120),
  address: str(255),
  phone: str(40),
  store_type: { type: 'string', enum: [...STORE_TYPES] },
  rejection_reason: nullableStr,
  vendor_id: { type: ['integer', 'null'] },
  created_at: timestamp,
  decided_at: { type: ['string', 'null'], format: 'date-time' },
});

export const operatorVendorSchema = object({
  id: int,
  status: { type: 'string', enum: ['active', 'suspended'] },
  store_name_in_german: str(120),
  store_name_in_arabic: str(120),
  owner: { anyOf: [person, { type: 'null' }] },
  products: int,
  suspended_reason: nullableStr,
});

/** `reason` is trimmed and checked for 3 to 500 characters by `reasonOf`, with a field code. */
export const reasonBody = object({ reason: str(2000) }, []);

export const page = { type: 'integer', minimum: 1, maximum: 100000, default: 1 } as const;
export const searchText = { type: 'string', maxLength: 100 } as const;
export const idAndMore = (extra: Record<string, unknown>) => object({ id, ...extra });
