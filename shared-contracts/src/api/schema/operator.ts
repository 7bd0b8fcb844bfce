/** Schemas of the operator's back office: vendor applications, vendors, hiding reviews. */
import { Type } from 'typebox';
import { id, int, nullableStr, object, oneOf, str, timestamp } from './primitives';
import { storeType } from './seller-orders';

const person = object({ id: int, name: str(255), email: str(255) });
const page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 }));
const searchText = Type.Optional(Type.String({ maxLength: 100 }));

export const applicationStatus = oneOf(['under_review', 'approved', 'rejected']);
export const vendorStatus = oneOf(['active', 'suspended']);

export const operatorApplication = object({
  id: int,
  status: applicationStatus,
  applicant: person,
  store_name_in_german: str(120),
  store_name_in_arabic: str(120),
  address: str(255),
  phone: str(40),
  store_type: storeType,
  rejection_reason: nullableStr,
  /** The store created on approval. */
  vendor_id: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  created_at: timestamp,
  decided_at: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'date-time' }),
});

export const operatorApplicationsQuery = object({
  status: Type.Optional(applicationStatus),
  q: searchText,
  page,
});

export const operatorVendor = object({
  id: int,
  status: vendorStatus,
  store_name_in_german: str(120),
  store_name_in_arabic: str(120),
  owner: Type.Union([person, Type.Null()]),
  products: int,
  suspended_reason: nullableStr,
});

export const operatorVendorsQuery = object({ q: searchText, page });

/**
 * Loose on purpose: the API trims `reason` and checks 3 to 500 characters itself, so a missing
 * or blank one is a 422 with the field's code rather than a schema error. The back office always
 * sends one, so the client's type requires it.
 */
export const operatorReasonBody = Type.Unsafe<{ reason: string }>(
  Type.Object({ reason: Type.Optional(str(2000)) }, { additionalProperties: false }),
);

export const applicationFileParams = object({ id, kind: oneOf(['logo', 'identity-document']) });

export const hiddenReview = object({ id: Type.Integer(), hidden: Type.Literal(true) });
