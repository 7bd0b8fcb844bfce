import type { ShippingRates } from '@shop/shared-contracts/api/shipping-rule';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shippingPrices } from '../db/schema-shopping';

/**
 * The prices of standard and express shipping (a database row) with the free-shipping threshold
 * (configuration). The quote, the order and `GET /v1/get-prices` all read them here.
 */
export async function loadShippingRates(
  db: Db,
  freeStandardFromCents: number,
): Promise<ShippingRates> {
  const [row] = await db.select().from(shippingPrices).where(eq(shippingPrices.id, 1));
  return {
    standardCents: row?.priceCents ?? 1000,
    expressCents: row?.fastPriceCents ?? 2000,
    freeStandardFromCents,
  };
}
