import type { Statement } from '@shop/shared-contracts/api/marketplace-money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { migrate } from '../src/db/migrate';
import { rowsOf } from '../src/db/rows';
import { act, DHL, twoStoreOrder, vendorTokens } from './support/shipments-helpers';
import { callAs, createTestApp, type TestContext } from './support/test-app';

// The commission is the rate of its time (0065): a shipment keeps the rate it was delivered at.
let ctx: TestContext;
let tokens: Awaited<ReturnType<typeof vendorTokens>>;
const euros = (cents: number) => cents / 100;
const thisMonth = () => new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  ctx = await createTestApp({ marketplaceCommissionPercent: 10 });
  tokens = await vendorTokens(ctx);
});
afterAll(() => ctx.close());

/** Accepts, ships and delivers a shipment through `app`, as the vendor does. */
async function deliver(app: TestContext['app'], shipmentId: number) {
  const on = { ...ctx, app };
  expect((await act(on, tokens.firstToken, shipmentId, 'accept')).statusCode).toBe(200);
  expect((await act(on, tokens.firstToken, shipmentId, 'ship', DHL)).statusCode).toBe(200);
  expect((await act(on, tokens.firstToken, shipmentId, 'deliver')).statusCode).toBe(200);
}

describe('the commission rate of its time', () => {
  it('keeps 10 % on a sale delivered before the rate became 15 %, per line', async () => {
    const before = await twoStoreOrder(ctx, 'rate-before');
    const after = await twoStoreOrder(ctx, 'rate-after');
    await deliver(ctx.app, before.firstShipment);

    // The API restarted with a new rate, on the same database.
    const raised = await buildApp({
      database: ctx.database,
      config: { ...ctx.config, marketplaceCommissionPercent: 15 },
    });
    try {
      await deliver(raised, after.firstShipment);
      const answered = await callAs(
        raised,
        'GET',
        `/v1/seller/statements/${thisMonth()}`,
        tokens.firstToken,
      );
      const month = answered.json().data as Statement;
      const line = (id: number) => month.lines.find((one) => one.shipment_id === id);
      const first = line(before.firstShipment);
      const second = line(after.firstShipment);
      if (!first || !second) throw new Error('a delivered shipment is missing from the month');
      expect(first.commission_rate).toBe(10);
      expect(first.commission).toBe(euros(Math.round(first.amount * 100 * 0.1)));
      expect(second.commission_rate).toBe(15);
      expect(second.commission).toBe(euros(Math.round(second.amount * 100 * 0.15)));

      // The month mixes rates: no single rate, its commission the sum of its lines'.
      const lineSum = month.lines.reduce((sum, one) => sum + Math.round(one.commission * 100), 0);
      expect(month.commission_rate).toBeNull();
      expect(month.commission).toBe(euros(lineSum));
      const listed = await callAs(raised, 'GET', '/v1/seller/statements', tokens.firstToken);
      expect(listed.json().data[0]).toMatchObject({
        month: thisMonth(),
        commission_rate: null,
        commission: month.commission,
      });

      const csv = await callAs(
        raised,
        'GET',
        `/v1/seller/statements/${thisMonth()}/csv`,
        tokens.firstToken,
      );
      const rows = csv.body.split('\r\n');
      expect(rows[0]).toBe('date,kind,order_number,shipment_id,amount,commission_rate,commission');
      expect(rows).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `,${before.firstShipment},${first.amount.toFixed(2)},10,${first.commission.toFixed(2)}$`,
          ),
        ),
      );
      expect(rows).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `,${after.firstShipment},${second.amount.toFixed(2)},15,${second.commission.toFixed(2)}$`,
          ),
        ),
      );
    } finally {
      await raised.close();
    }
  });
});

describe('the migration that stores the rates (0065)', () => {
  it('gives shipments delivered before it the rate configured when it runs', async () => {
    // The database as it was before 0065, with delivered and undelivered shipments.
    await ctx.database.exec(`DROP INDEX shipments_vendor_delivered_idx;
      ALTER TABLE shipments DROP COLUMN commission_percent;
      DELETE FROM schema_migrations WHERE name = '0065_commission_of_its_time.sql';`);
    expect(await migrate(ctx.database, { marketplace_commission_percent: 12 })).toEqual([
      '0065_commission_of_its_time.sql',
    ]);
    const rows = rowsOf<{ status: string; rate: string | null }>(
      await ctx.database.db.execute(
        sql`SELECT DISTINCT status, commission_percent::text AS rate FROM shipments`,
      ),
    );
    expect(rows.filter((row) => row.status === 'delivered')).toEqual([
      { status: 'delivered', rate: '12.00' },
    ]);
    expect(rows.filter((row) => row.status !== 'delivered').map((row) => row.rate)).toContain(null);
    expect(rows.every((row) => row.status === 'delivered' || row.rate === null)).toBe(true);
  });
});
