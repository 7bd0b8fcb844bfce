import type { StoreType, VendorApplication } from '@shop/shared-contracts/api/entities';
import { STORE_TYPES } from '@shop/shared-contracts/api/entities';
import type { vendorApplications } from '../db/schema-accounts';
import { id, nullableStr, object, str, timestamp } from '../schemas/primitives';

export const applicationSchema = object({
  id,
  store_name_in_arabic: str(120),
  store_name_in_german: str(120),
  store_logo: str(255),
  address: str(255),
  phone: str(40),
  store_type: { type: 'string', enum: [...STORE_TYPES] },
  status: { type: 'string', enum: ['under_review', 'approved', 'rejected'] },
  created_at: timestamp,
  rejection_reason: nullableStr,
});

/** An application as the shopper sees it: never the path of the private identity document. */
export function toVendorApplication(
  row: typeof vendorApplications.$inferSelect,
): VendorApplication {
  return {
    id: row.id,
    store_name_in_arabic: row.storeNameInArabic,
    store_name_in_german: row.storeNameInGerman,
    store_logo: row.storeLogo,
    address: row.address,
    phone: row.phone,
    store_type: row.storeType as StoreType,
    status: row.status as VendorApplication['status'],
    created_at: row.createdAt.toISOString(),
    // The operator's reason, shown in the applicant's vendor tab (issue 30).
    rejection_reason: row.rejectionReason,
  };
}
