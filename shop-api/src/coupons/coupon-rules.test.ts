import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { type CouponRow, discountCents } from './coupon-rules';

const coupon = (overrides: Partial<CouponRow>): CouponRow => ({
  id: 1,
  code: 'X',
  discountType: 'percentage',
  amount: 10,
  vendorId: null,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  usedCount: 0,
  ...overrides,
});
const lines = [
  { vendorId: 1, subtotalCents: 4000 },
  { vendorId: 2, subtotalCents: 1000 },
];

describe('coupon discount', () => {
  it("takes a percentage of all items, or of the vendor's items only", () => {
    expect(discountCents(coupon({}), lines)).toBe(500);
    expect(discountCents(coupon({ vendorId: 2, amount: 15 }), lines)).toBe(150);
  });

  it('takes a fixed amount once, capped at the eligible subtotal', () => {
    expect(discountCents(coupon({ discountType: 'fixed', amount: 500 }), lines)).toBe(500);
    expect(discountCents(coupon({ discountType: 'fixed', amount: 5000, vendorId: 2 }), lines)).toBe(
      1000,
    );
  });

  it("refuses a vendor coupon when the cart has none of that vendor's items", () => {
    expect(() => discountCents(coupon({ vendorId: 3 }), lines)).toThrow(ApiError);
    expect(() => discountCents(coupon({ discountType: 'fixed', vendorId: 3 }), lines)).toThrow(
      /does not apply/,
    );
  });
});
