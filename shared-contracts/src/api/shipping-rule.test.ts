import { describe, expect, it } from 'vitest';
import { missingForFreeShippingCents, shippingCents } from './shipping-rule';

const rates = { standardCents: 1000, expressCents: 2000, freeStandardFromCents: 10000 };

describe('shipping rule', () => {
  it('charges standard shipping below the threshold and nothing from it on', () => {
    expect(shippingCents('normal', 9999, rates)).toBe(1000);
    expect(shippingCents('normal', 10000, rates)).toBe(0);
    expect(shippingCents('normal', 33494, rates)).toBe(0);
  });

  it('keeps the express price above the threshold', () => {
    expect(shippingCents('fast', 33494, rates)).toBe(2000);
    expect(shippingCents('fast', 500, rates)).toBe(2000);
  });

  it('says how much is missing, and 0 once reached', () => {
    expect(missingForFreeShippingCents(8750, rates)).toBe(1250);
    expect(missingForFreeShippingCents(10000, rates)).toBe(0);
    expect(missingForFreeShippingCents(20000, rates)).toBe(0);
  });
});
