import type { ReturnItemInput } from '@shop/shared-contracts/api/marketplace-money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { lockShopper } from '../cart/shopper-lock';
import type { Db } from '../db/client';
import { orderItems, orders, returnItems, returns, shipments } from '../db/schema-shopping';
import { ApiError, notFound } from '../http/api-error';
import { databaseCodeOf } from '../plugins/error-handling';
import { refundCents, returnableQuantities, returnableUntil } from './return-rules';

export interface ReturnRequest {
  userId: number;
  orderId: number;
  shipmentId: number;
  reason: string;
  items: ReturnItemInput[];
}

const itemError = (
  index: number,
  field: string,
  message: string,
  code: 'invalid' | 'out_of_range',
) =>
  new ApiError(
    422,
    message,
    { [`items.${index}.${field}`]: [message] },
    { codes: { [`items.${index}.${field}`]: code } },
  );

/**
 * Records the shopper's return of some of a delivered shipment's items, in one transaction under
 * the shopper's lock (as their checkout and cancel take it), so two requests of one shopper run
 * one after the other and the second sees the first: `return_open`. The refund is decided here.
 */
export async function requestReturn(db: Db, request: ReturnRequest, now = new Date()) {
  try {
    return await record(db, request, now);
  } catch (error) {
    // The partial unique index caught a second open return the lock did not (the last defence).
    if (databaseCodeOf(error) === '23505') throw returnOpen();
    throw error;
  }
}

async function record(db: Db, request: ReturnRequest, now: Date) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ shipment: shipments })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(
        and(
          eq(shipments.id, request.shipmentId),
          eq(shipments.orderId, request.orderId),
          eq(orders.userId, request.userId),
        ),
      );
    if (!found) throw notFound('Shipment');
    await lockShopper(tx, request.userId);
    const { shipment } = found;
    if (!returnableUntil(shipment.status, shipment.deliveredAt, now))
      throw new ApiError(
        422,
        'This shipment can no longer be returned.',
        { shipment: ['This shipment can no longer be returned.'] },
        { codes: { shipment: 'not_returnable' } },
      );
    const [open] = await tx
      .select({ id: returns.id })
      .from(returns)
      .where(and(eq(returns.shipmentId, shipment.id), eq(returns.status, 'requested')));
    if (open) throw returnOpen();

    const items = await tx.select().from(orderItems).where(eq(orderItems.shipmentId, shipment.id));
    const taken = await tx
      .select({ orderItemId: returnItems.orderItemId, quantity: returnItems.quantity })
      .from(returnItems)
      .innerJoin(returns, eq(returns.id, returnItems.returnId))
      .where(
        and(
          eq(returns.shipmentId, shipment.id),
          inArray(returns.status, ['accepted', 'requested']),
        ),
      );
    const left = returnableQuantities(items, taken);
    const seen = new Set<number>();
    let valueCents = 0;
    request.items.forEach((wanted, index) => {
      const item = items.find((one) => one.id === wanted.order_item_id);
      if (!item || seen.has(item.id))
        throw itemError(index, 'order_item_id', 'This item is not in the shipment.', 'invalid');
      seen.add(item.id);
      if (wanted.quantity < 1 || wanted.quantity > (left.get(item.id) ?? 0))
        throw itemError(index, 'quantity', 'More than can be returned.', 'out_of_range');
      valueCents += item.unitPriceCents * wanted.quantity;
    });

    const [refunded] = await tx
      .select({ cents: sql<number>`coalesce(sum(${returns.refundCents}), 0)::int` })
      .from(returns)
      .where(and(eq(returns.shipmentId, shipment.id), eq(returns.status, 'accepted')));
    const refund = refundCents(valueCents, {
      subtotalCents: shipment.subtotalCents,
      discountCents: shipment.discountCents,
      refundedCents: Number(refunded?.cents ?? 0),
    });
    const [created] = await tx
      .insert(returns)
      .values({
        shipmentId: shipment.id,
        orderId: shipment.orderId,
        vendorId: shipment.vendorId,
        userId: request.userId,
        reason: request.reason,
        refundCents: refund,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('the return was not stored');
    await tx.insert(returnItems).values(
      request.items.map((item) => ({
        returnId: created.id,
        orderItemId: item.order_item_id,
        quantity: item.quantity,
      })),
    );
    return created;
  });
}

export const returnOpen = () =>
  new ApiError(409, 'This shipment already has a return waiting for the vendor.', undefined, {
    codes: { return: 'return_open' },
  });
