import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { lockShopper } from '../cart/shopper-lock';
import type { Db } from '../db/client';
import { users, walletTransactions } from '../db/schema-accounts';
import { products, variants } from '../db/schema-catalog';
import { coupons, orderItems, orders, orderTrackingEvents } from '../db/schema-shopping';
import { ApiError, notFound } from '../http/api-error';

/** A shopper may cancel an order until it has left the warehouse. */
export const CANCELLABLE_STATUSES = ['pending', 'processing'] as const;

/**
 * Cancels the shopper's order in one transaction and gives back what placing it took: the
 * stock of every item (and the sold counts), the coupon use and the wallet credit, which is
 * recorded as a refund. The shopper is locked first, as checkout does, so a cancel and a
 * checkout of one shopper never wait for each other's rows in opposite order; the status change
 * is conditional, so of two concurrent cancels one gives everything back and the other gets 409.
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

    // Variants and products in id order, as checkout locks them, so concurrent orders agree.
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.variantId));
    for (const item of items) {
      await tx
        .update(variants)
        .set({ stock: sql`${variants.stock} + ${item.quantity}` })
        .where(eq(variants.id, item.variantId));
    }
    const sold = new Map<number, number>();
    for (const item of items)
      sold.set(item.productId, (sold.get(item.productId) ?? 0) + item.quantity);
    for (const [productId, quantity] of [...sold].sort((a, b) => a[0] - b[0])) {
      await tx
        .update(products)
        .set({ soldCount: sql`GREATEST(${products.soldCount} - ${quantity}, 0)` })
        .where(eq(products.id, productId));
    }

    if (order.couponCode) {
      await tx
        .update(coupons)
        .set({ usedCount: sql`GREATEST(${coupons.usedCount} - 1, 0)` })
        .where(eq(coupons.code, order.couponCode));
    }

    if (order.walletUsageCents > 0) {
      await tx
        .update(users)
        .set({ walletCents: sql`${users.walletCents} + ${order.walletUsageCents}` })
        .where(eq(users.id, userId));
      await tx.insert(walletTransactions).values({
        userId,
        type: 'refund',
        amountCents: order.walletUsageCents,
        reference: order.orderNumber,
        createdAt: now,
      });
    }

    await tx.insert(orderTrackingEvents).values({
      orderId: order.id,
      status: 'cancelled',
      description: 'Order cancelled by the shopper',
      createdAt: now,
    });
  });
}
