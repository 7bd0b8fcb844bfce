/**
 * The money side of the marketplace: returns of delivered shipments, a vendor's own coupons and
 * the monthly statement. Amounts are euros with two decimals, as everywhere in the API; the
 * server decides every amount and every rule, the screens only repeat them.
 */

import type { Static } from 'typebox';
import type * as orders from './schema/orders';
import type * as coupons from './schema/seller-coupons';
import type * as seller from './schema/seller-orders';

/** A shopper may ask to return a delivered shipment for this many days after its delivery. */
export const RETURN_WINDOW_DAYS = 14;

/**
 * `requested` by the shopper; the vendor `accepted` it (the refund is in the shopper's wallet and
 * the stock is back, exactly once) or `refused` it with a reason. A shipment has at most one
 * return in `requested` at a time; a refused return's items may be asked for again.
 */
export const RETURN_STATUSES = ['requested', 'accepted', 'refused'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_LIMITS = { reasonMin: 3, reasonMax: 500 } as const;

export type ReturnItemInput = ReturnRequestInput['items'][number];

/** `POST /v1/orders/{id}/shipments/{shipmentId}/returns` */
export type ReturnRequestInput = Static<typeof seller.returnRequestBody>;

export type ShipmentReturn = Static<typeof orders.shipmentReturn>;

export type SellerReturnsQuery = Static<typeof seller.sellerReturnsQuery>;

/** A vendor's own coupon: it takes off only the price of that vendor's items at checkout. */
export type SellerCoupon = Static<typeof coupons.sellerCoupon>;

/**
 * The seller center form's coupon: every field present, `discount_type` one of the two kinds.
 * The API accepts the wider `SellerCouponBody` (any kind text, optional dates and limit) and
 * checks it in code, so a wrong value gets its translated field error rather than a 400.
 */
export type SellerCouponInput = Omit<SellerCoupon, 'id' | 'used_count'>;

/** What `POST`/`PUT /v1/seller/coupons` accept (the schema); the form sends the narrower input. */
export type SellerCouponBody = Static<typeof coupons.sellerCouponBody>;

export const COUPON_LIMITS = {
  codeMin: 3,
  codeMax: 40,
  percentMax: 90,
  fixedMax: 10_000,
  usageLimitMax: 1_000_000,
} as const;

/**
 * One month of a vendor's sales (`YYYY-MM`, months in UTC). Sales: delivered shipments, by their
 * delivery date, after their coupon share. Returns: refunds of returns accepted that month.
 * Commission: summed per line, each at the rate its shipment was delivered at (a return at its
 * shipment's); `commission_rate` is that rate when the month's lines share one (the configured rate
 * for a month without lines), null when they mix rates. Payout: sales less returns less commission.
 */
export type StatementMonth = Static<typeof seller.statementMonth>;

/** One line of a month's statement (and of its CSV). */
export type StatementLine = Static<typeof seller.statementLine>;

export type Statement = Static<typeof seller.statement>;
