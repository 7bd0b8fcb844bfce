import type { Coupon, DiscountType } from '@shop/shared-contracts/api/entities';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons } from '../db/schema-shopping';
import { ApiError } from '../http/api-error';
import { euros } from '../http/money';

export type CouponRow = typeof coupons.$inferSelect;

/**
 * The coupon for a code, or a 422 that says why it cannot be used (an unknown code too: the
 * shopper typed a wrong code, which is a refused input, not a missing page).
 */
export async function findUsableCoupon(
  db: Db,
  rawCode: string,
  now = new Date(),
): Promise<CouponRow> {
  const code = rawCode.trim().toUpperCase();
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, code));
  const invalid = (message: string) => new ApiError(422, message, { coupon: [message] });
  if (!coupon) throw invalid('Invalid coupon code');
  if (coupon.startsAt && coupon.startsAt > now) throw invalid('This coupon is not valid yet.');
  if (coupon.endsAt && coupon.endsAt < now) throw invalid('This coupon has expired.');
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    throw invalid('This coupon has reached its usage limit.');
  }
  return coupon;
}

export function toCoupon(row: CouponRow): Coupon {
  const type = row.discountType as DiscountType;
  return {
    code: row.code,
    discount_type: type,
    discount_amount: type === 'percentage' ? row.amount : euros(row.amount),
    vendor_id: row.vendorId,
  };
}

export interface PricedLine {
  vendorId: number;
  subtotalCents: number;
}

/**
 * A percentage coupon takes its share of the eligible items (all, or only its vendor's);
 * a fixed coupon takes its amount once, capped at the eligible subtotal, and a vendor's fixed
 * coupon needs that vendor's items in the cart.
 */
export function discountCents(coupon: CouponRow, lines: PricedLine[]): number {
  const eligible = lines
    .filter((line) => coupon.vendorId === null || line.vendorId === coupon.vendorId)
    .reduce((sum, line) => sum + line.subtotalCents, 0);
  if (eligible <= 0) {
    const message = 'This coupon does not apply to the items in your cart.';
    throw new ApiError(422, message, { coupon: [message] });
  }
  if (coupon.discountType === 'percentage')
    return Math.round((eligible * Math.min(coupon.amount, 100)) / 100);
  return Math.min(coupon.amount, eligible);
}
