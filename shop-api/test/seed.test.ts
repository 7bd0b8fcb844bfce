import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, walletTransactions } from '../src/db/schema-accounts';
import { categories, products, variants, vendors } from '../src/db/schema-catalog';
import { orders } from '../src/db/schema-shopping';
import { seedIfEmpty } from '../src/db/seed/seed';
import { createTestApp, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const total = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

describe('seed', () => {
  it('is idempotent', async () => {
    expect(await seedIfEmpty(ctx.database)).toBe(false);
    expect(
      await total(
        ctx.database.db
          .select({ n: count() })
          .from(users)
          .where(eq(users.email, 'shopper@example.com')),
      ),
    ).toBe(1);
  });

  it('has the catalogue the shop needs', async () => {
    const db = ctx.database.db;
    expect(
      await total(
        db.select({ n: count() }).from(categories).where(sql`${categories.parentId} IS NULL`),
      ),
    ).toBeGreaterThanOrEqual(8);
    expect(await total(db.select({ n: count() }).from(products))).toBeGreaterThanOrEqual(80);
    expect(await total(db.select({ n: count() }).from(vendors))).toBeGreaterThanOrEqual(4);
    expect(
      await total(db.select({ n: count() }).from(variants).where(eq(variants.stock, 0))),
    ).toBeGreaterThan(0);
    const names = await db
      .select({ de: products.nameGerman, ar: products.nameArabic })
      .from(products);
    expect(new Set(names.map((name) => name.de)).size).toBe(names.length);
    expect(names.every((name) => /[\u0600-\u06ff]/.test(name.ar) && !/lorem/i.test(name.de))).toBe(
      true,
    );
  });

  it('gives the shopper orders in several statuses and wallet history summing to 50 EUR', async () => {
    const db = ctx.database.db;
    const [shopper] = await db.select().from(users).where(eq(users.email, 'shopper@example.com'));
    expect(shopper?.walletCents).toBe(5000);
    const statuses = await db.selectDistinct({ status: orders.orderStatus }).from(orders);
    expect(statuses.length).toBeGreaterThanOrEqual(4);
    const history = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, shopper?.id ?? 0));
    const balance = history.reduce(
      (sum, entry) =>
        sum + (['deposit', 'refund'].includes(entry.type) ? entry.amountCents : -entry.amountCents),
      0,
    );
    expect(balance).toBe(5000);
    const now = new Date();
    const thisMonth = history.filter(
      (entry) =>
        entry.createdAt.getMonth() === now.getMonth() &&
        entry.createdAt.getFullYear() === now.getFullYear(),
    );
    expect(new Set(thisMonth.map((entry) => entry.type)).size).toBe(3);
    expect(
      new Set(history.filter((entry) => !thisMonth.includes(entry)).map((entry) => entry.type))
        .size,
    ).toBe(3);
  });
});
