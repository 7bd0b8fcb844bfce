import { describe, expect, it } from 'vitest';
import type { CouponRow } from '../coupons/coupon-rules';
import { ApiError } from '../http/api-error';
import { priceCheckout, splitCents } from './price-checkout';

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
const SHOE_VENDOR = 2;
// Two units of a shoe seller's item at 39.99 and one of another seller's at 25.00.
const items = [
  { cartItemId: 1, vendorId: SHOE_VENDOR, quantity: 2, priceCents: 3999 },
  { cartItemId: 2, vendorId: 1, quantity: 1, priceCents: 2500 },
];
// Free standard shipping from 200 euros unless said otherwise: the cart (104.98) pays it.
const price = (
  options: {
    coupon?: CouponRow;
    shippingType?: 'normal' | 'fast';
    freeFromCents?: number;
    walletCents?: number | null;
  } = {},
) =>
  priceCheckout({
    items,
    shippingType: options.shippingType ?? 'normal',
    rates: {
      standardCents: 1000,
      expressCents: 2000,
      freeStandardFromCents: options.freeFromCents ?? 20000,
    },
    coupon: options.coupon ?? null,
    walletCents: options.walletCents ?? null,
  });

describe('checkout money rules (the cases the API quote test places as orders)', () => {
  it('no coupon, normal shipping: subtotal + shipping', () => {
    expect(price()).toMatchObject({
      subtotalCents: 10498,
      shippingCents: 1000,
      discountCents: 0,
      totalCents: 11498,
      walletUsageCents: 0,
      finalCents: 11498,
    });
  });

  it('SAVE10: 10 % of every item, shared out per line', () => {
    const priced = price({ coupon: coupon({ amount: 10 }) });
    expect(priced.discountCents).toBe(1050);
    expect(priced.items.map((item) => item.discountCents)).toEqual([800, 250]);
    expect(priced.finalCents).toBe(10498 + 1000 - 1050);
  });

  it('FIX5: 5 euros once, in proportion to the items', () => {
    const priced = price({ coupon: coupon({ discountType: 'fixed', amount: 500 }) });
    expect(priced.discountCents).toBe(500);
    expect(priced.items.map((item) => item.discountCents)).toEqual([381, 119]);
    expect(priced.finalCents).toBe(10998);
  });

  it("SCHUH15: 15 % of the shoe seller's items only", () => {
    const priced = price({ coupon: coupon({ amount: 15, vendorId: SHOE_VENDOR }) });
    expect(priced.discountCents).toBe(1200);
    expect(priced.items.map((item) => item.discountCents)).toEqual([1200, 0]);
  });

  it("refuses a seller's coupon when no item of that seller is charged", () => {
    expect(() => price({ coupon: coupon({ vendorId: 9 }) })).toThrow(ApiError);
  });

  it('express shipping is charged as given', () => {
    expect(price({ shippingType: 'fast' }).totalCents).toBe(12498);
  });

  it('standard shipping is free from the threshold on, express keeps its price', () => {
    expect(price({ freeFromCents: 10499 })).toMatchObject({
      shippingCents: 1000,
      freeShippingMissingCents: 1,
    });
    expect(price({ freeFromCents: 10498 })).toMatchObject({
      shippingCents: 0,
      freeShippingMissingCents: 0,
      totalCents: 10498,
    });
    expect(price({ freeFromCents: 10000, shippingType: 'fast' }).shippingCents).toBe(2000);
  });

  it('judges the threshold on the subtotal before the coupon', () => {
    const priced = price({ freeFromCents: 10000, coupon: coupon({ amount: 10 }) });
    expect(priced.shippingCents).toBe(0);
    expect(priced.totalCents).toBe(10498 - 1050);
  });

  it('wallet on pays min(balance, total); wallet off pays nothing', () => {
    expect(price({ walletCents: 1500 })).toMatchObject({
      walletUsageCents: 1500,
      finalCents: 9998,
    });
    expect(price({ walletCents: 1_000_000 })).toMatchObject({
      walletUsageCents: 11498,
      finalCents: 0,
    });
    expect(price({ walletCents: null }).walletUsageCents).toBe(0);
    expect(price({ walletCents: 0 }).finalCents).toBe(11498);
  });

  it('never goes below zero', () => {
    const priced = price({
      coupon: coupon({ discountType: 'fixed', amount: 50_000 }),
      freeFromCents: 0,
    });
    expect(priced.discountCents).toBe(10498);
    expect(priced.totalCents).toBe(0);
  });
});

describe('splitCents', () => {
  it('shares an amount out in proportion, adding up exactly', () => {
    expect(splitCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitCents(1, [0, 5])).toEqual([0, 1]);
    expect(splitCents(0, [3, 4])).toEqual([0, 0]);
    expect(splitCents(7, [0, 0])).toEqual([0, 0]);
    const parts = splitCents(1234, [999, 1, 250, 7]);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(1234);
  });
});
