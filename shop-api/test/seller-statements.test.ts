import type { Statement, StatementMonth } from '@shop/shared-contracts/api/marketplace-money';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, returns, shipments } from '../src/db/schema-shopping';
import { twoStoreOrder, vendorTokens } from './support/shipments-helpers';
import { callAs, createTestApp, type TestContext } from './support/test-app';

// Fixed data: two months of one store (a sale each, a return in the second), a sale of another
// store that must not appear, and shipments and returns that do not count.
const RATE = 15;
let ctx: TestContext;
let tokens: Awaited<ReturnType<typeof vendorTokens>>;
const cents = { march: 0, april: 0, current: 0 };
const ids = { march: 0, april: 0, other: 0, marchOrder: '' };

async function deliver(shipmentId: number, at: string) {
  const [row] = await ctx.database.db
    .update(shipments)
    .set({ status: 'delivered', deliveredAt: new Date(at) })
    .where(eq(shipments.id, shipmentId))
    .returning();
  if (!row) throw new Error(`shipment ${shipmentId} missing`);
  return row.subtotalCents - row.discountCents;
}

async function giveReturn(shipmentId: number, status: string, refundCents: number, at: string) {
  const [shipment] = await ctx.database.db
    .select({ orderId: shipments.orderId, vendorId: shipments.vendorId, userId: orders.userId })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.id, shipmentId));
  if (!shipment) throw new Error(`shipment ${shipmentId} missing`);
  await ctx.database.db.insert(returns).values({
    shipmentId,
    ...shipment,
    status,
    reason: 'Zu klein',
    refundCents,
    decidedAt: status === 'requested' ? null : new Date(at),
  });
}

const thisMonth = () => new Date().toISOString().slice(0, 7);
const monthsAgo = (n: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 3, 12)).toISOString();
};

beforeAll(async () => {
  ctx = await createTestApp({ marketplaceCommissionPercent: RATE });
  tokens = await vendorTokens(ctx);
  const a = await twoStoreOrder(ctx, 'statement-a');
  const b = await twoStoreOrder(ctx, 'statement-b', { coupon: 'SAVE10' });
  const c = await twoStoreOrder(ctx, 'statement-c');
  const d = await twoStoreOrder(ctx, 'statement-d');
  ids.march = a.firstShipment;
  ids.april = b.firstShipment;
  ids.other = a.secondShipment;
  cents.march = await deliver(a.firstShipment, '2025-03-31T23:59:59.000Z');
  cents.april = await deliver(b.firstShipment, '2025-04-01T00:00:00.000Z');
  await deliver(a.secondShipment, '2025-03-10T10:00:00.000Z');
  // A formula in a text cell must reach the CSV as text.
  ids.marchOrder = '=HYPERLINK("http://x.example","a, b")';
  await ctx.database.db
    .update(orders)
    .set({ orderNumber: ids.marchOrder })
    .where(eq(orders.id, a.order.id));
  await giveReturn(a.firstShipment, 'accepted', 500, '2025-04-20T08:00:00.000Z');
  await giveReturn(b.firstShipment, 'refused', 700, '2025-04-21T08:00:00.000Z');
  await giveReturn(b.firstShipment, 'requested', 900, '2025-04-22T08:00:00.000Z');
  await giveReturn(a.secondShipment, 'accepted', 300, '2025-04-23T08:00:00.000Z');
  // c: delivered this month (in the list), d: 12 months ago (just out of it); b's second stays.
  cents.current = await deliver(c.firstShipment, monthsAgo(0));
  await deliver(d.firstShipment, monthsAgo(12));
});
afterAll(() => ctx.close());

const get = (url: string, token = tokens.firstToken) => callAs(ctx.app, 'GET', url, token);
const euros = (n: number) => n / 100;
const commission = (net: number) => Math.round((net * RATE) / 100);

describe('the monthly statement', () => {
  it('counts a month: sales after the coupon share, accepted returns, commission and payout', async () => {
    expect(cents.april).toBeGreaterThan(0);
    const [withCoupon] = await ctx.database.db
      .select({ discount: shipments.discountCents })
      .from(shipments)
      .where(inArray(shipments.id, [ids.april]));
    expect(withCoupon?.discount).toBeGreaterThan(0);

    const march = (await get('/v1/seller/statements/2025-03')).json().data as Statement;
    expect(march).toMatchObject({
      month: '2025-03',
      shipments: 1,
      sales: euros(cents.march),
      returns: 0,
      commission_rate: RATE,
      commission: euros(commission(cents.march)),
      payout: euros(cents.march - commission(cents.march)),
    });
    expect(march.lines).toEqual([
      {
        date: '2025-03-31T23:59:59.000Z',
        kind: 'sale',
        order_number: ids.marchOrder,
        shipment_id: ids.march,
        amount: euros(cents.march),
        // Delivered without the API (no stored rate): today's rate.
        commission_rate: RATE,
        commission: euros(commission(cents.march)),
      },
    ]);

    const april = (await get('/v1/seller/statements/2025-04')).json().data as Statement;
    // Commission per line: the sale's, less the returned sale's (at its shipment's rate).
    const net = cents.april - 500;
    const aprilCommission = commission(cents.april) - commission(500);
    expect(april).toMatchObject({
      shipments: 1,
      sales: euros(cents.april),
      returns: 5,
      commission_rate: RATE,
      commission: euros(aprilCommission),
      payout: euros(net - aprilCommission),
    });
    expect(april.lines.map((line) => [line.kind, line.shipment_id, line.amount])).toEqual([
      ['sale', ids.april, euros(cents.april)],
      ['return', ids.march, -5],
    ]);
  });

  it("shows another store's sales and returns to that store only", async () => {
    const march = (await get('/v1/seller/statements/2025-03')).json().data as Statement;
    expect(march.lines.some((line) => line.shipment_id === ids.other)).toBe(false);
    const theirs = (await get('/v1/seller/statements/2025-04', tokens.secondToken)).json()
      .data as Statement;
    expect(theirs).toMatchObject({ shipments: 0, sales: 0, returns: 3 });
  });

  it('lists the last 12 months newest first, zeros included', async () => {
    const list = (await get('/v1/seller/statements')).json().data as StatementMonth[];
    expect(list).toHaveLength(12);
    expect(list[0]).toMatchObject({
      month: thisMonth(),
      shipments: 1,
      sales: euros(cents.current),
      commission: euros(commission(cents.current)),
    });
    expect(list.map((m) => m.month)).toEqual([...list.map((m) => m.month)].sort().reverse());
    expect(list[11]?.month).toBe(monthsAgo(11).slice(0, 7));
    expect(list[11]).toMatchObject({ shipments: 0, sales: 0, returns: 0, payout: 0 });
  });

  it('refuses a month that is not YYYY-MM with 422', async () => {
    for (const month of ['2025-13', '2025-3', 'march', '1999-12']) {
      const answered = await get(`/v1/seller/statements/${month}`);
      expect([answered.statusCode, answered.json().codes]).toEqual([422, { month: 'invalid' }]);
    }
    expect((await get('/v1/seller/statements/2025-00/csv')).statusCode).toBe(422);
  });

  it('downloads the month as CSV: header, ISO dates, dot decimals, formulas as text', async () => {
    const csv = await get('/v1/seller/statements/2025-04/csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="statement-[a-z0-9-]+-2025-04\.csv"$/,
    );
    const amount = (euros(cents.april) as number).toFixed(2);
    const share = euros(commission(cents.april)).toFixed(2);
    expect(csv.body).toBe(
      [
        'date,kind,order_number,shipment_id,amount,commission_rate,commission',
        `2025-04-01T00:00:00.000Z,sale,${(await orderNumberOf(ids.april)) ?? ''},${ids.april},${amount},${RATE},${share}`,
        `2025-04-20T08:00:00.000Z,return,"'=HYPERLINK(""http://x.example"",""a, b"")",${ids.march},-5.00,${RATE},-0.75`,
        '',
      ].join('\r\n'),
    );
    const theirs = (await get('/v1/seller/statements/2025-04/csv', tokens.secondToken)).body;
    expect(theirs.split('\r\n').slice(1)).toEqual([
      expect.stringMatching(
        new RegExp(`^2025-04-23T08:00:00.000Z,return,.*,${ids.other},-3.00,${RATE},-0.45$`),
      ),
      '',
    ]);
  });

  it("writes the file in the seller center's language when asked, and refuses an unknown one", async () => {
    const german = await get('/v1/seller/statements/2025-04/csv?lang=du');
    expect(german.statusCode).toBe(200);
    const [header, sale] = german.body.split('\r\n');
    expect(header).toBe(
      '\uFEFFDatum;Art;Bestellnummer;Sendung;Betrag (EUR);Provisionssatz (%);Provision (EUR)',
    );
    expect(sale).toMatch(/^2025-04-01T00:00:00\.000Z;Verkauf;[^;]+;\d+;\d+,\d\d;[\d,]+;\d+,\d\d$/);
    const arabic = await get('/v1/seller/statements/2025-04/csv?lang=ar');
    expect(arabic.body.split('\r\n')[0]).toMatch(/^\uFEFFالتاريخ,النوع,/);
    expect((await get('/v1/seller/statements/2025-04/csv?lang=fr')).statusCode).toBe(422);
  });
});

async function orderNumberOf(shipmentId: number) {
  const [row] = await ctx.database.db
    .select({ number: orders.orderNumber })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(shipments.id, shipmentId));
  return row?.number;
}
