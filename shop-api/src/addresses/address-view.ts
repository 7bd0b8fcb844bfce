import type { Address, AddressType } from '@shop/shared-contracts/api/entities';
import { countryNames } from '../countries/country-names';
import type { addresses } from '../db/schema-accounts';

/**
 * The answer's address. With the country's code, the country carries its names in every shop
 * language; `name` stays the stored (German) name that older readers show.
 */
export function toAddress(
  row: typeof addresses.$inferSelect,
  countryName: string,
  countryCode?: string | null,
): Address {
  return {
    id: row.id,
    title: row.title,
    type: row.type as AddressType,
    country_id: row.countryId,
    country: {
      id: row.countryId,
      name: countryName,
      ...(countryCode ? { code: countryCode, ...countryNames(countryCode, countryName) } : {}),
    },
    address: row.address,
    city: row.city,
    postal_code: row.postalCode,
    phone_number: row.phoneNumber,
    is_default: row.isDefault ? 1 : 0,
  };
}
