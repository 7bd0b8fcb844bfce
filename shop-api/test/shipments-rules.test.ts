import type { ShipmentStatus } from '@shop/shared-contracts/api/marketplace';
import { describe, expect, it } from 'vitest';
import { shipmentMail } from '../src/mail/shipment-mails';
import { lastDays } from '../src/shipments/dashboard-route';
import { orderStatusOf, shipmentStatusOf } from '../src/shipments/order-status-rule';

describe("the order's status from its shipments", () => {
  const cases: [ShipmentStatus[], string][] = [
    [['pending', 'pending'], 'pending'],
    [['accepted', 'pending'], 'processing'],
    [['accepted', 'cancelled'], 'processing'],
    [['shipped', 'pending'], 'shipped'],
    [['delivered', 'accepted'], 'shipped'],
    [['delivered', 'shipped'], 'shipped'],
    [['delivered', 'delivered'], 'delivered'],
    [['delivered', 'cancelled'], 'delivered'],
    [['cancelled', 'pending'], 'pending'],
    [['cancelled', 'cancelled'], 'cancelled'],
    [['cancelled'], 'cancelled'],
    [[], 'pending'],
  ];
  it.each(cases)('%j → %s', (statuses, expected) => {
    expect(orderStatusOf(statuses)).toBe(expected);
  });

  it('maps the statuses of orders placed before shipments', () => {
    expect(
      (
        [
          'pending',
          'processing',
          'shipped',
          'delivered',
          'completed',
          'cancelled',
          'returned',
        ] as const
      ).map(shipmentStatusOf),
    ).toEqual([
      'pending',
      'accepted',
      'shipped',
      'delivered',
      'delivered',
      'cancelled',
      'delivered',
    ]);
  });
});

describe('the dashboard days', () => {
  it('lists 30 UTC days ending today, oldest first', () => {
    const days = lastDays(new Date('2026-03-01T23:30:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days.at(-1)).toBe('2026-03-01');
  });
});

describe('the shipment mail', () => {
  const news = {
    orderNumber: 'ORD-1',
    storeGerman: 'Laden <b>',
    storeArabic: 'متجر',
    carrier: 'DHL',
    trackingNumber: '123456',
    reason: null,
    refundCents: 0,
  };
  it('tells carrier and tracking number in the shopper language, store names escaped', () => {
    const du = shipmentMail(
      'du',
      'Teststore',
      { name: 'Ada' },
      { ...news, status: 'shipped' },
      'https://shop/x',
    );
    expect(du.text).toContain('Laden <b> hat deine Artikel aus der Bestellung ORD-1 verschickt.');
    expect(du.text).toContain('Versanddienst: DHL, Sendungsnummer: 123456');
    expect(du.html).toContain('Laden &lt;b&gt;');
    const ar = shipmentMail(
      'ar',
      'Teststore',
      { name: 'Ada' },
      { ...news, status: 'shipped' },
      'https://shop/x',
    );
    expect(ar.text).toContain('شحن \u2068متجر\u2069 منتجاتك من الطلب \u2066ORD-1\u2069.');
    expect(ar.html).toContain('dir="rtl"');
  });

  it('gives the reason and the refund of a cancel, and no tracking for other changes', () => {
    const en = shipmentMail(
      'en',
      'Teststore',
      { name: 'Ada' },
      { ...news, status: 'cancelled', reason: 'Damaged', refundCents: 500 },
      'https://shop/x',
    );
    expect(en.text).toContain('Reason: Damaged');
    expect(en.text).toContain('back in your wallet');
    expect(en.text).not.toContain('tracking number');
    const accepted = shipmentMail(
      'en',
      'Teststore',
      { name: 'Ada' },
      { ...news, status: 'accepted' },
      'https://shop/x',
    );
    expect(accepted.text).toContain('has accepted your items from order ORD-1');
    expect(accepted.text).not.toContain('123456');
  });
});
