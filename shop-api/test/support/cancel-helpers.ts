import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users, walletTransactions } from '../../src/db/schema-accounts';
import { coupons } from '../../src/db/schema-shopping';
import { variantWithStock } from './catalog-helpers';
import { addToCart, newShopperWithAddress, placeOrder } from './checkout-helpers';
import { callAs, type TestContext } from './test-app';

export const walletOf = async (ctx: TestContext, name: string) =>
  (
    await ctx.database.db
      .select({ cents: users.walletCents })
      .from(users)
      .where(eq(users.email, `${name}@example.com`))
  )[0]?.cents ?? -1;

export const couponUses = async (ctx: TestContext, code: string) =>
  (
    await ctx.database.db
      .select({ used: coupons.usedCount })
      .from(coupons)
      .where(eq(coupons.code, code))
  )[0]?.used ?? -1;

/** Wallet refunds of the shopper, as a cancel records them. */
export async function refundsOf(ctx: TestContext, name: string) {
  const [user] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, `${name}@example.com`));
  return ctx.database.db
    .select()
    .from(walletTransactions)
    .where(
      and(eq(walletTransactions.userId, user?.id ?? 0), eq(walletTransactions.type, 'refund')),
    );
}

/**
 * A new shopper with `walletCents` of credit who ordered 3 units of the variant with the SAVE10
 * coupon, paying part of it from the wallet: answers the token and the placed order.
 */
export async function shopperWithPaidOrder(
  ctx: TestContext,
  name: string,
  variantId: number,
  walletCents = 2000,
) {
  const item = await variantWithStock(ctx, variantId, 40);
  const { token, body } = await newShopperWithAddress(ctx.app, name);
  await ctx.database.db
    .update(users)
    .set({ walletCents })
    .where(eq(users.email, `${name}@example.com`));
  expect((await addToCart(ctx.app, token, item, 3)).statusCode).toBe(200);
  const placed = await placeOrder(ctx.app, token, { ...body, coupon: 'SAVE10', wallet: true });
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data as { id: number; wallet_usage: number; order_number: string };
  return { token, item, order };
}

export const cancel = (ctx: TestContext, token: string, orderId: number) =>
  callAs(ctx.app, 'POST', `/v1/orders/${orderId}/cancel`, token);
