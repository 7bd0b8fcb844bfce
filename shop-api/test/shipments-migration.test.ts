import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { twoStoreOrder } from './support/shipments-helpers';
import { createTestApp, type TestContext } from './support/test-app';

const MIGRATION = new URL('../src/db/migrations/0062_shipments.sql', import.meta.url);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Row {
  order_status: string;
  status: string;
  tracking_number: string | null;
  order_tracking: string | null;
  shipped_at: string | null;
  shipped_event: string | null;
  delivered_at: string | null;
  delivered_event: string | null;
}

const shipmentsOfShopper = async () =>
  rowsOf<Row>(
    await ctx.database.db.execute(sql`SELECT o.order_status, s.status, s.tracking_number,
      o.tracking_number AS order_tracking, s.shipped_at::text, s.delivered_at::text,
      (SELECT min(created_at)::text FROM order_tracking_events e WHERE e.order_id = o.id AND e.status = 'shipped') AS shipped_event,
      (SELECT min(created_at)::text FROM order_tracking_events e WHERE e.order_id = o.id AND e.status = 'delivered') AS delivered_event
      FROM shipments s JOIN orders o ON o.id = s.order_id JOIN users u ON u.id = o.user_id
      WHERE u.email = 'shopper@example.com' ORDER BY s.id`),
  );

describe('the shipments migration', () => {
  it("gives orders placed before it one shipment per store, with the order's status, times and amounts", async () => {
    const { order } = await twoStoreOrder(ctx, 'old-order', { walletCents: 700, coupon: 'SAVE10' });
    const seeded = await shipmentsOfShopper();
    expect([...new Set(seeded.map((row) => row.order_status))].sort()).toEqual(
      ['cancelled', 'completed', 'delivered', 'pending', 'processing', 'shipped'].sort(),
    );

    // The database as it was before shipments (and the returns of migration 0063, which refer to them).
    await ctx.database.exec(
      'DROP TABLE return_items, returns; ALTER TABLE order_items DROP COLUMN shipment_id; DROP TABLE shipments;',
    );
    await ctx.database.exec(readFileSync(MIGRATION, 'utf8'));

    const migrated = await shipmentsOfShopper();
    const mapped: Record<string, string> = {
      pending: 'pending',
      processing: 'accepted',
      shipped: 'shipped',
      delivered: 'delivered',
      completed: 'delivered',
      cancelled: 'cancelled',
    };
    expect(migrated.length).toBeGreaterThanOrEqual(6);
    for (const row of migrated) {
      expect(row.status).toBe(mapped[row.order_status]);
      if (row.status === 'shipped' || row.status === 'delivered') {
        expect(row.tracking_number).toBe(row.order_tracking);
        expect(row.shipped_at).toBe(row.shipped_event);
      }
      if (row.status === 'delivered') expect(row.delivered_at).toBe(row.delivered_event);
    }
    // The seed's timelines and the migrated shipments say the same.
    expect(
      migrated.map(({ status, shipped_at, delivered_at }) => ({
        status,
        shipped_at,
        delivered_at,
      })),
    ).toEqual(
      seeded.map(({ status, shipped_at, delivered_at }) => ({ status, shipped_at, delivered_at })),
    );

    const [shares] = rowsOf<{
      n: number;
      discount: number;
      wallet: number;
      o_discount: number;
      o_wallet: number;
      unlinked: number;
    }>(
      await ctx.database.db.execute(sql`SELECT count(*)::int AS n, sum(s.discount_cents)::int AS discount,
        sum(s.wallet_cents)::int AS wallet, max(o.discount_cents) AS o_discount,
        max(o.wallet_usage_cents) AS o_wallet,
        (SELECT count(*)::int FROM order_items WHERE order_id = ${order.id} AND shipment_id IS NULL) AS unlinked
        FROM shipments s JOIN orders o ON o.id = s.order_id WHERE o.id = ${order.id}`),
    );
    expect(shares).toMatchObject({ n: 2, unlinked: 0 });
    expect(shares?.discount).toBe(shares?.o_discount);
    expect(shares?.wallet).toBe(shares?.o_wallet);
    expect(shares?.wallet).toBe(700);
  });
});
