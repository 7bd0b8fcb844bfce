import type { CartVendor } from '@shop/shared-contracts/api/entities';
import { inArray } from 'drizzle-orm';
import { ShortCache } from '../catalog/short-cache';
import type { Db } from '../db/client';
import { vendors } from '../db/schema-catalog';

/**
 * Sellers' store names by id for the cart, which groups its items by seller. Names change
 * rarely, so like the embedded product summaries they may lag the database by `ttlMs`.
 */
export class VendorNames {
  private readonly cache: ShortCache<Map<number, CartVendor>>;

  constructor(
    private readonly db: Db,
    ttlMs: number,
  ) {
    this.cache = new ShortCache(ttlMs);
  }

  async get(ids: number[]): Promise<Map<number, CartVendor>> {
    const wanted = [...new Set(ids)].sort((a, b) => a - b);
    if (wanted.length === 0) return new Map();
    return this.cache.get(wanted.join(','), async () => {
      const rows = await this.db
        .select({
          id: vendors.id,
          store_name_in_german: vendors.storeNameInGerman,
          store_name_in_arabic: vendors.storeNameInArabic,
        })
        .from(vendors)
        .where(inArray(vendors.id, wanted));
      return new Map(rows.map((row) => [row.id, row]));
    });
  }
}
