import type { VendorProfile } from '@shop/shared-contracts/api/product-details';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products, reviews, vendors } from '../db/schema-catalog';
import { storageUrl } from '../http/storage-url';

/**
 * The city of an address such as "Friedrichstraße 45, 10117 Berlin": its last comma-separated
 * part without a leading postal code. Vendors store one address line, not a separate city.
 */
export function cityOf(address: string): string | null {
  const parts = address.split(',');
  if (parts.length < 2) return null;
  const city = (parts.at(-1) ?? '')
    .trim()
    .replace(/^\d{4,5}\s+/, '')
    .trim();
  return city || null;
}

/** A vendor with the seller card's figures, computed from its products and their reviews. */
export async function loadVendorProfile(
  db: Db,
  publicUrl: string,
  id: number,
): Promise<VendorProfile | null> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id));
  // A suspended store is out of the shop, its page too.
  if (row?.status !== 'active') return null;
  const [figures] = await db
    .select({
      productsCount: sql<number>`count(DISTINCT ${products.id})::int`,
      reviewsCount: sql<number>`count(${reviews.id})::int`,
      averageRating: sql<number>`COALESCE(avg(${reviews.rating}), 0)::float8`,
    })
    .from(products)
    .leftJoin(reviews, eq(reviews.productId, products.id))
    .where(and(eq(products.vendorId, id), eq(products.listed, true)));
  return {
    id: row.id,
    store_logo: row.storeLogo,
    store_logo_url: row.storeLogo ? storageUrl(publicUrl, row.storeLogo) : null,
    store_name_in_german: row.storeNameInGerman,
    store_name_in_arabic: row.storeNameInArabic,
    address: row.address,
    city: cityOf(row.address),
    member_since: row.createdAt.toISOString(),
    average_rating: Math.round((figures?.averageRating ?? 0) * 100) / 100,
    reviews_count: figures?.reviewsCount ?? 0,
    products_count: figures?.productsCount ?? 0,
  };
}
