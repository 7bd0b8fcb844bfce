import type { OrderStatus } from '@shop/shared-contracts/api/entities';
import type { ShipmentStatus } from '@shop/shared-contracts/api/marketplace';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderItems, returnItems, returns, shipments } from '../db/schema-shopping';
import { orderStatusOf } from '../shipments/order-status-rule';

/** Whether accepted returns took back every item of the order's shipments that were not cancelled. */
async function everyItemReturned(tx: Db, orderId: number): Promise<boolean> {
  const [bought] = await tx
    .select({ quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(shipments, eq(shipments.id, orderItems.shipmentId))
    .where(and(eq(orderItems.orderId, orderId), ne(shipments.status, 'cancelled')));
  const [back] = await tx
    .select({ quantity: sql<number>`coalesce(sum(${returnItems.quantity}), 0)::int` })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), eq(returns.status, 'accepted')));
  const total = Number(bought?.quantity ?? 0);
  return total > 0 && Number(back?.quantity ?? 0) >= total;
}

/** The order's status from its shipments and returns now (inside the caller's transaction). */
export async function orderStatusNow(tx: Db, orderId: number): Promise<OrderStatus> {
  const statuses = await tx
    .select({ status: shipments.status })
    .from(shipments)
    .where(eq(shipments.orderId, orderId));
  return orderStatusOf(
    statuses.map((row) => row.status as ShipmentStatus),
    await everyItemReturned(tx, orderId),
  );
}
