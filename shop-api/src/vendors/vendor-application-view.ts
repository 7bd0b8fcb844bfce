import type { StoreType, VendorApplication } from '@shop/shared-contracts/api/entities';
import type { vendorApplications } from '../db/schema-accounts';

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
