import type { ShipmentReturn } from '@shop/shared-contracts/api/marketplace-money';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { shipments } from '../../src/db/schema-shopping';
import { act, DHL, twoStoreOrder } from './shipments-helpers';
import { callAs, type TestContext } from './test-app';

/** A two-store order whose first shipment (2 of variant `a`) the first vendor delivered. */
export async function deliveredOrder(
  ctx: TestContext,
  vendorToken: string,
  name: string,
  options: Parameters<typeof twoStoreOrder>[2] = {},
) {
  const placed = await twoStoreOrder(ctx, name, options);
  for (const step of ['accept', 'ship', 'deliver'] as const)
    expect((await act(ctx, vendorToken, placed.firstShipment, step, DHL)).statusCode).toBe(200);
  const [itemA, itemB] = placed.order.items;
  if (!itemA || !itemB) throw new Error('the order has two items');
  return { ...placed, itemA, itemB };
}

/** The shopper's return request of one shipment. */
export const askReturn = (
  ctx: TestContext,
  token: string,
  orderId: number,
  shipmentId: number,
  body: object,
) => callAs(ctx.app, 'POST', `/v1/orders/${orderId}/shipments/${shipmentId}/returns`, token, body);

/** A vendor's decision: `accept`, or `refuse` with a body. */
export const decide = (
  ctx: TestContext,
  token: string,
  returnId: number,
  action: 'accept' | 'refuse',
  body?: object,
) => callAs(ctx.app, 'POST', `/v1/seller/returns/${returnId}/${action}`, token, body);

export const returnOf = (answer: { json(): unknown }) =>
  (answer.json() as { data: ShipmentReturn }).data;

/** The stored shipment row (its subtotal and coupon share in cents). */
export const shipmentRow = async (ctx: TestContext, id: number) =>
  (await ctx.database.db.select().from(shipments).where(eq(shipments.id, id)))[0];
