/**
 * The money side of the marketplace: returns of delivered shipments, a vendor's own coupons and
 * the monthly statement. Amounts are euros with two decimals, as everywhere in the API; the
 * server decides every amount and every rule, the screens only repeat them.
 */

import type { Static } from 'typebox';
import type { DiscountType, Paginated, Timestamp } from './entities';
import type * as orders from './schema/orders';
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
export interface SellerCoupon {
  id: number;
  /** 3 to 40 characters of A-Z, 0-9 and `-`, stored upper-case; unique across the shop. */
  code: string;
  discount_type: DiscountType;
  /** Percent (1 to 90) for `percentage`, euros for `fixed`. */
  amount: number;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  /** null: no limit. */
  usage_limit: number | null;
  used_count: number;
}

export type SellerCouponInput = Omit<SellerCoupon, 'id' | 'used_count'>;

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

/** The calls of this file, merged into `ApiCalls` through `MarketplaceCalls`. */
export interface MarketplaceMoneyCalls {
  'GET /v1/seller/coupons': {
    query: { page?: number };
    body: undefined;
    data: Paginated<SellerCoupon>;
  };
  /** 422 with field codes; 409 `code_taken` when another coupon has the code. */
  'POST /v1/seller/coupons': { body: SellerCouponInput; data: SellerCoupon };
  'PUT /v1/seller/coupons/{id}': { body: SellerCouponInput; data: SellerCoupon };
  /** A used coupon is ended (`ends_at` now), not deleted, so orders keep their code. */
  'DELETE /v1/seller/coupons/{id}': { body: undefined; data: null };
}
