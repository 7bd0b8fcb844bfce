import { and, eq, inArray, sql } from 'drizzle-orm';
import { lockShopper } from '../cart/shopper-lock';
import type { Db } from '../db/client';
import { users, walletTransactions } from '../db/schema-accounts';
import {
  orderItems,
  orders,
  orderTrackingEvents,
  returnItems,
  returns,
} from '../db/schema-shopping';
import { ApiError, notFound } from '../http/api-error';
import { restoreStock } from '../shipments/give-back';
import { orderStatusNow } from './order-returned';
import type { ReturnRow } from './return-view';

export type ReturnDecision = { kind: 'accept' } | { kind: 'refuse'; reason: string };

const decided = () =>
  new ApiError(409, 'This return was already decided.', undefined, {
    codes: { return: 'return_decided' },
  });

/**
 * The vendor decides one of their returns, in one transaction: the shopper's row is locked first
 * (as checkout and shipment changes lock it), then the return's row; its status moves from
 * `requested` once, so two accepts at once refund once and the second answers 409. An accept
 * credits the decided refund to the wallet (a `refund` naming the return), puts the stock back
 * and derives the order's status again (all items returned → `returned`).
 */
export async function decideReturn(
  db: Db,
  vendorId: number,
  returnId: number,
  decision: ReturnDecision,
  now = new Date(),
): Promise<ReturnRow> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ userId: returns.userId })
      .from(returns)
      .where(and(eq(returns.id, returnId), eq(returns.vendorId, vendorId)));
    if (!found) throw notFound('Return');
    await lockShopper(tx, found.userId);
    const [locked] = await tx
      .select({ status: returns.status })
      .from(returns)
      .where(eq(returns.id, returnId))
      .for('update');
    if (locked?.status !== 'requested') throw decided();
    const accept = decision.kind === 'accept';
    const [changed] = await tx
      .update(returns)
      .set({
        status: accept ? 'accepted' : 'refused',
        decidedAt: now,
        refusalReason: accept ? null : decision.reason,
      })
      .where(and(eq(returns.id, returnId), eq(returns.status, 'requested')))
      .returning();
    if (!changed) throw decided();
    if (accept) await giveBack(tx, changed, now);
    return changed;
  });
}

async function giveBack(tx: Db, row: ReturnRow, now: Date): Promise<void> {
  const [order] = await tx
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, row.orderId));
  const lines = await tx.select().from(returnItems).where(eq(returnItems.returnId, row.id));
  const items = await tx
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.id,
        lines.map((line) => line.orderItemId),
      ),
    );
  await restoreStock(
    tx,
    items.map((item) => ({
      ...item,
      quantity: lines.find((line) => line.orderItemId === item.id)?.quantity ?? 0,
    })),
  );
  if (row.refundCents > 0) {
    await tx
      .update(users)
      .set({ walletCents: sql`${users.walletCents} + ${row.refundCents}` })
      .where(eq(users.id, row.userId));
    await tx.insert(walletTransactions).values({
      userId: row.userId,
      type: 'refund',
      amountCents: row.refundCents,
      reference: order?.orderNumber ?? null,
      description: `Return ${row.id}`,
      createdAt: now,
    });
  }
  const orderStatus = await orderStatusNow(tx, row.orderId);
  await tx.update(orders).set({ orderStatus, updatedAt: now }).where(eq(orders.id, row.orderId));
  await tx.insert(orderTrackingEvents).values({
    orderId: row.orderId,
    status: orderStatus,
    description: `Your return ${row.id} was accepted`,
    createdAt: now,
  });
}
