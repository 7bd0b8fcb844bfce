import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { lockShopper } from '../cart/shopper-lock';
import type { Db } from '../db/client';
import { orderItems, orders, orderTrackingEvents, shipments } from '../db/schema-shopping';
import { ApiError, notFound } from '../http/api-error';
import { refundToWallet, releaseCoupon, restoreStock } from '../shipments/give-back';

/** A shopper may cancel an order until it has left the warehouse. */
export const CANCELLABLE_STATUSES = ['pending', 'processing'] as const;

/**
 * Cancels the shopper's order in one transaction, with every shipment still open, and gives back
 * what placing it took and no vendor has given back yet: the stock of the open shipments' items
 * (and the sold counts), the coupon use and the wallet credit the order still holds (a vendor's
 * cancel of their part already refunded that part's share and took it off the order). The shopper
 * is locked first, as checkout and every shipment change do, so these never interleave; the status
 * change is conditional, so of two concurrent cancels one gives everything back and the other
 * gets 409.
 */
export async function cancelOrder(db: Db, userId: number, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockShopper(tx, userId);
    const now = new Date();
    const [order] = await tx
      .update(orders)
      .set({ orderStatus: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.userId, userId),
          inArray(orders.orderStatus, [...CANCELLABLE_STATUSES]),
        ),
      )
      .returning();
    if (!order) {
      const [exists] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
      if (!exists) throw notFound('Order');
      throw new ApiError(409, 'This order can no longer be cancelled.');
    }

    const closed = await tx
      .update(shipments)
      .set({
        status: 'cancelled',
        cancelReason: 'Cancelled by the shopper',
        cancelledAt: now,
        updatedAt: now,
      })
      .where(
        and(eq(shipments.orderId, order.id), inArray(shipments.status, ['pending', 'accepted'])),
      )
      .returning({ id: shipments.id });
    const closedIds = closed.map((row) => row.id);
    // Items without a shipment can only be rows the shipments migration found no vendor for.
    const items = await tx
      .select()
      .from(orderItems)
      .where(
        and(
          eq(orderItems.orderId, order.id),
          closedIds.length
            ? or(inArray(orderItems.shipmentId, closedIds), isNull(orderItems.shipmentId))
            : isNull(orderItems.shipmentId),
        ),
      );
    await restoreStock(tx, items);
    await releaseCoupon(tx, order.couponCode);
    await refundToWallet(tx, userId, order.walletUsageCents, order.orderNumber, now);

    await tx.insert(orderTrackingEvents).values({
      orderId: order.id,
      status: 'cancelled',
      description: 'Order cancelled by the shopper',
      createdAt: now,
    });
  });
}
