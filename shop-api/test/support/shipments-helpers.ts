import type { Order } from '@shop/shared-contracts/api/entities';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/db/schema-accounts';
import { products, variants, vendors } from '../../src/db/schema-catalog';
import { shipments } from '../../src/db/schema-shopping';
import { variantWithStock } from './catalog-helpers';
import { addToCart, newShopperWithAddress, placeOrder } from './checkout-helpers';
import { callAs, login, type TestContext, VENDOR } from './test-app';

/** The first two stores of the seed, by id: the demo vendor runs the first. */
export async function twoStores(ctx: TestContext) {
  const rows = await ctx.database.db
    .select({ id: vendors.id })
    .from(vendors)
    .orderBy(asc(vendors.id))
    .limit(2);
  const [first, second] = rows.map((row) => row.id);
  if (!first || !second) throw new Error('the seed has fewer than two stores');
  return { first, second };
}

/** The `nth` published variant of a store, with 40 in stock. */
export async function variantOfStore(ctx: TestContext, vendorId: number, nth = 0) {
  const [row] = await ctx.database.db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.vendorId, vendorId), eq(products.status, 'published')))
    .orderBy(asc(variants.id))
    .offset(nth)
    .limit(1);
  if (!row) throw new Error(`store ${vendorId} has no variant ${nth}`);
  return variantWithStock(ctx, row.id, 40);
}

/** Tokens of the demo vendor (first store) and of a new user made owner of the second store. */
export async function vendorTokens(ctx: TestContext) {
  const { first, second } = await twoStores(ctx);
  const { token: secondToken } = await newShopperWithAddress(ctx.app, 'second-store-owner');
  const [owner] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'second-store-owner@example.com'));
  await ctx.database.db
    .update(vendors)
    .set({ ownerUserId: owner?.id ?? null })
    .where(eq(vendors.id, second));
  return { first, second, firstToken: await login(ctx.app, VENDOR), secondToken };
}

/**
 * A new shopper's order of 2 of a first-store variant and 1 of a second-store variant (the
 * `nth` of each), optionally with SAVE10 and the wallet: answers the order and its shipment ids.
 */
export async function twoStoreOrder(
  ctx: TestContext,
  name: string,
  {
    nth = 0,
    walletCents = 0,
    coupon = '',
  }: { nth?: number; walletCents?: number; coupon?: string } = {},
) {
  const { first, second } = await twoStores(ctx);
  const a = await variantOfStore(ctx, first, nth);
  const b = await variantOfStore(ctx, second, nth);
  const { token, body } = await newShopperWithAddress(ctx.app, name);
  if (walletCents)
    await ctx.database.db
      .update(users)
      .set({ walletCents })
      .where(eq(users.email, `${name}@example.com`));
  expect((await addToCart(ctx.app, token, a, 2)).statusCode).toBe(200);
  expect((await addToCart(ctx.app, token, b, 1)).statusCode).toBe(200);
  const placed = await placeOrder(ctx.app, token, { ...body, coupon, wallet: walletCents > 0 });
  expect(placed.statusCode).toBe(201);
  const order = placed.json().data as Order;
  const rows = await ctx.database.db
    .select({ id: shipments.id, vendorId: shipments.vendorId })
    .from(shipments)
    .where(eq(shipments.orderId, order.id));
  const shipmentOf = (vendorId: number) => rows.find((row) => row.vendorId === vendorId)?.id ?? 0;
  return {
    token,
    order,
    a,
    b,
    firstShipment: shipmentOf(first),
    secondShipment: shipmentOf(second),
  };
}

/** A vendor's call on one shipment: `accept`, `ship`, `deliver` or `cancel`. */
export const act = (
  ctx: TestContext,
  token: string,
  shipmentId: number,
  action: 'accept' | 'ship' | 'deliver' | 'cancel',
  body?: object,
) => callAs(ctx.app, 'POST', `/v1/seller/shipments/${shipmentId}/${action}`, token, body);

export const DHL = { carrier: 'DHL', tracking_number: '00340434161094' };

export const orderOf = async (ctx: TestContext, token: string, orderId: number) =>
  (await callAs(ctx.app, 'GET', `/v1/orders/${orderId}`, token)).json().data as Order;
