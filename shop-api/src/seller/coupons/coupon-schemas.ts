import { COUPON_LIMITS } from '@shop/shared-contracts/api/marketplace-money';
import { int, num, object, str } from '../../schemas/primitives';

const nullableTimestamp = { type: ['string', 'null'], format: 'date-time' } as const;

export const sellerCouponSchema = object({
  id: int,
  code: str(COUPON_LIMITS.codeMax),
  discount_type: { type: 'string', enum: ['percentage', 'fixed'] },
  amount: num,
  starts_at: nullableTimestamp,
  ends_at: nullableTimestamp,
  usage_limit: { type: ['integer', 'null'] },
  used_count: int,
});

/** Loose bounds: the limits themselves are checked by code, which answers a code per field. */
export const sellerCouponBody = object(
  {
    code: str(200),
    discount_type: { type: 'string', maxLength: 20 },
    amount: { type: 'number', minimum: -1_000_000_000, maximum: 1_000_000_000 },
    starts_at: { type: ['string', 'null'], maxLength: 60 },
    ends_at: { type: ['string', 'null'], maxLength: 60 },
    usage_limit: { type: ['number', 'null'], minimum: -1_000_000_000, maximum: 1_000_000_000 },
  },
  ['code', 'discount_type', 'amount'],
);
