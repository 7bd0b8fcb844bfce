import { readFileSync } from 'node:fs';
import type { WalletTransaction } from '@shop/shared-contracts/api/entities';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { users, walletTransactions } from '../src/db/schema-accounts';
import { cancel, shopperWithPaidOrder } from './support/cancel-helpers';
import { callAs, createTestApp, login, type TestContext } from './support/test-app';

const MIGRATION = new URL('../src/db/migrations/0010_wallet_entry_types.sql', import.meta.url);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const signed = (entry: WalletTransaction) =>
  entry.type === 'deposit' || entry.type === 'refund' ? entry.amount : -entry.amount;

/** The balance and the entries as the wallet screen reads them, in cents. */
async function wallet(token: string) {
  const balance = (await callAs(ctx.app, 'GET', '/v1/wallet', token)).json().data.balance;
  const entries = (await callAs(ctx.app, 'GET', '/v1/get-wallet-transactions', token)).json()
    .data as WalletTransaction[];
  const sum = Math.round(entries.reduce((total, entry) => total + signed(entry) * 100, 0));
  return { balance: Math.round(balance * 100), sum, entries };
}

describe('wallet entries add up to the balance', () => {
  it('for the seeded wallet shopper, whose opening credit is an entry', async () => {
    const token = await login(ctx.app, { email: 'wallet@example.com', password: 'Wallet123!' });
    const { balance, sum, entries } = await wallet(token);
    expect(balance).toBe(10000);
    expect(sum).toBe(balance);
    expect(entries).toContainEqual(
      expect.objectContaining({ type: 'deposit', amount: 100, reference: 'opening-credit' }),
    );
  });

  it('after an order paid from the wallet, its cancel and the refund', async () => {
    const { token, order } = await shopperWithPaidOrder(ctx, 'ledger', 42);
    // The test gave the shopper credit directly; record it as the opening deposit would be.
    const [user] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'ledger@example.com'));
    await ctx.database.db.insert(walletTransactions).values({
      userId: user?.id ?? 0,
      type: 'deposit',
      amountCents: 2000,
      reference: 'opening-credit',
      createdAt: new Date(Date.now() - 3_600_000),
    });
    const afterOrder = await wallet(token);
    expect(afterOrder.balance).toBe(2000 - Math.round(order.wallet_usage * 100));
    expect(afterOrder.sum).toBe(afterOrder.balance);
    expect(afterOrder.entries[0]).toMatchObject({ type: 'order', reference: order.order_number });

    expect((await cancel(ctx, token, order.id)).statusCode).toBe(200);
    const afterCancel = await wallet(token);
    expect(afterCancel.balance).toBe(2000);
    expect(afterCancel.sum).toBe(afterCancel.balance);
    expect(afterCancel.entries[0]).toMatchObject({
      type: 'refund',
      amount: order.wallet_usage,
      reference: order.order_number,
      description: null,
    });
  });
});

describe('the wallet entry types migration', () => {
  it('types old refunds, references orders and backfills the opening credit', async () => {
    const db = ctx.database.db;
    // The table as it was before: English descriptions, refunds as deposits, no opening entry.
    await ctx.database.exec(
      'ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_type_check; ALTER TABLE wallet_transactions DROP COLUMN reference;',
    );
    const [user] = rowsOf<{ id: number }>(
      await db.execute(sql`INSERT INTO users (name, email, password_hash, wallet_cents, created_at)
        VALUES ('Old', 'old-wallet@example.com', 'x', 9000, now() - interval '30 days') RETURNING id`),
    );
    const id = user?.id ?? 0;
    await db.execute(sql`INSERT INTO wallet_transactions (user_id, type, amount_cents, description, created_at) VALUES
      (${id}, 'order', 3000, 'Order ORD-20260101-000001', now() - interval '3 days'),
      (${id}, 'deposit', 2000, 'Order ORD-20260101-000001 cancelled', now() - interval '2 days')`);

    await ctx.database.exec(readFileSync(MIGRATION, 'utf8'));

    const rows = rowsOf<{ type: string; amount_cents: number; reference: string | null }>(
      await db.execute(sql`SELECT type, amount_cents, reference FROM wallet_transactions
        WHERE user_id = ${id} ORDER BY created_at`),
    );
    expect(rows).toEqual([
      { type: 'deposit', amount_cents: 10000, reference: 'opening-credit' },
      { type: 'order', amount_cents: 3000, reference: 'ORD-20260101-000001' },
      { type: 'refund', amount_cents: 2000, reference: 'ORD-20260101-000001' },
    ]);
    // Every wallet adds up afterwards, the seeded ones too.
    const unbalanced = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT u.id FROM users u WHERE u.wallet_cents <> COALESCE((
        SELECT sum(CASE WHEN t.type IN ('deposit', 'refund') THEN t.amount_cents ELSE -t.amount_cents END)
        FROM wallet_transactions t WHERE t.user_id = u.id), 0)`),
    );
    expect(unbalanced).toEqual([]);
  });
});
