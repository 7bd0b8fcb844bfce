import { RETURN_WINDOW_DAYS } from '@shop/shared-contracts/api/marketplace-money';
import { describe, expect, it } from 'vitest';
import { returnMail } from '../src/returns/return-mails';
import { refundCents, returnableQuantities, returnableUntil } from '../src/returns/return-rules';
import { orderStatusOf } from '../src/shipments/order-status-rule';

describe('the refund of a return', () => {
  it('is the lines’ value less their share of the coupon, rounded down to the cent', () => {
    // 10.00 of a 30.00 shipment with 3.01 off: 10.00 × 26.99 / 30.00 = 8.9966… → 8.99.
    expect(refundCents(1000, { subtotalCents: 3000, discountCents: 301, refundedCents: 0 })).toBe(
      899,
    );
    expect(refundCents(1000, { subtotalCents: 3000, discountCents: 0, refundedCents: 0 })).toBe(
      1000,
    );
  });

  it('never gives back more than the shipment’s paid part less earlier refunds', () => {
    const shipment = { subtotalCents: 3000, discountCents: 300, refundedCents: 0 };
    const thirds = [1000, 1000, 1000].reduce(
      (state, value) => {
        const refund = refundCents(value, { ...shipment, refundedCents: state.refunded });
        return { refunded: state.refunded + refund };
      },
      { refunded: 0 },
    );
    expect(thirds.refunded).toBe(2700);
    expect(refundCents(3000, { ...shipment, refundedCents: 2650 })).toBe(50);
    expect(refundCents(3000, { ...shipment, refundedCents: 2700 })).toBe(0);
    expect(refundCents(100, { subtotalCents: 0, discountCents: 0, refundedCents: 0 })).toBe(0);
  });
});

describe('what may be returned', () => {
  it('is delivered less what accepted and requested returns took', () => {
    const left = returnableQuantities(
      [
        { id: 1, quantity: 3 },
        { id: 2, quantity: 1 },
      ],
      [
        { orderItemId: 1, quantity: 1 },
        { orderItemId: 1, quantity: 1 },
        { orderItemId: 2, quantity: 1 },
      ],
    );
    expect([...left]).toEqual([
      [1, 1],
      [2, 0],
    ]);
  });

  it(`is open for ${RETURN_WINDOW_DAYS} days after delivery, and only once delivered`, () => {
    const delivered = new Date('2026-01-01T10:00:00Z');
    const until = returnableUntil('delivered', delivered, new Date('2026-01-02T00:00:00Z'));
    expect(until?.toISOString()).toBe(`2026-01-${String(1 + RETURN_WINDOW_DAYS)}T10:00:00.000Z`);
    expect(returnableUntil('delivered', delivered, new Date('2026-01-20T00:00:00Z'))).toBeNull();
    expect(returnableUntil('shipped', delivered, new Date('2026-01-02T00:00:00Z'))).toBeNull();
    expect(returnableUntil('delivered', null)).toBeNull();
  });

  it('makes the order returned once every item of its open shipments came back', () => {
    expect(orderStatusOf(['delivered', 'cancelled'], true)).toBe('returned');
    expect(orderStatusOf(['delivered', 'delivered'], false)).toBe('delivered');
    expect(orderStatusOf(['cancelled'], true)).toBe('cancelled');
  });
});

describe('the return mails', () => {
  const news = {
    orderNumber: 'ORD-1',
    storeGerman: 'Laden',
    storeArabic: 'متجر',
    refundCents: 1299,
    refusalReason: null,
  };
  it('tell the shopper in their language: received, accepted with the amount, refused with the reason', () => {
    const received = returnMail(
      'du',
      'Teststore',
      { name: 'Ada' },
      { ...news, status: 'requested' },
      'u',
    );
    expect(received.text).toContain('Wir haben deine Rücksendung zur Bestellung ORD-1 erhalten.');
    const accepted = returnMail(
      'en',
      'Teststore',
      { name: 'Ada' },
      { ...news, status: 'accepted' },
      'u',
    );
    expect(accepted.text).toContain('€12.99 is back in your wallet');
    const refused = returnMail(
      'ar',
      'Teststore',
      { name: 'Ada' },
      { ...news, status: 'refused', refusalReason: 'Worn <b>' },
      'u',
    );
    expect(refused.text).toContain('رفض \u2068متجر\u2069 طلب الإرجاع من الطلب \u2066ORD-1\u2069.');
    expect(refused.text).toContain('السبب: Worn <b>');
    expect(refused.html).toContain('Worn &lt;b&gt;');
    expect(refused.html).toContain('dir="rtl"');
  });
});
