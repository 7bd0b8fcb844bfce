/**
 * Schemas of a vendor's own coupons. The body is looser than the seller center's form on
 * purpose: any `discount_type` text, any number as `usage_limit`, the dates as text. The API
 * checks each field in code and answers 422 with a code per field, which the form shows as
 * its translated field error; a schema 400 would only say "bad request".
 */
import { Type } from 'typebox';
import { COUPON_LIMITS } from '../marketplace-money';
import { discountType } from './checkout';
import { int, num, object, page, str } from './primitives';

/** `{ type: ['string', 'null'] }` forms, as the hand-written schemas had them (not `anyOf`). */
const nullableTimestamp = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  format: 'date-time',
});
const nullableText = Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 60 });

/** A vendor's own coupon: it takes off only the price of that vendor's items at checkout. */
export const sellerCoupon = object({
  id: int,
  /** 3 to 40 characters of A-Z, 0-9 and `-`, stored upper-case; unique across the shop. */
  code: str(COUPON_LIMITS.codeMax),
  discount_type: discountType,
  /** Percent (1 to 90) for `percentage`, euros for `fixed`. */
  amount: num,
  starts_at: nullableTimestamp,
  ends_at: nullableTimestamp,
  /** null: no limit. */
  usage_limit: Type.Unsafe<number | null>({ type: ['integer', 'null'] }),
  used_count: int,
});

/**
 * What the API accepts, wider than the form's `SellerCouponInput`: the limits, the kind, the
 * dates and the whole-number usage limit are checked by code with a field code each.
 */
export const sellerCouponBody = object({
  code: str(200),
  discount_type: Type.String({ maxLength: 20 }),
  amount: Type.Number({ minimum: -1_000_000_000, maximum: 1_000_000_000 }),
  /** Absent or null: no start (or no end). */
  starts_at: Type.Optional(nullableText),
  ends_at: Type.Optional(nullableText),
  /** Absent or null: no limit. */
  usage_limit: Type.Optional(
    Type.Unsafe<number | null>({
      type: ['number', 'null'],
      minimum: -1_000_000_000,
      maximum: 1_000_000_000,
    }),
  ),
});

export const sellerCouponsQuery = object({ page });
