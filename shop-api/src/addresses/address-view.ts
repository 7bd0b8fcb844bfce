import type { Address, AddressType } from '@shop/shared-contracts/api/entities';
import type { addresses } from '../db/schema-accounts';

export function toAddress(row: typeof addresses.$inferSelect, countryName: string): Address {
  return {
    id: row.id,
    title: row.title,
    type: row.type as AddressType,
    country_id: row.countryId,
    country: { id: row.countryId, name: countryName },
    address: row.address,
    city: row.city,
    postal_code: row.postalCode,
    phone_number: row.phoneNumber,
    is_default: row.isDefault ? 1 : 0,
  };
}
