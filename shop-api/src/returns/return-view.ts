import type { ShipmentLine } from '@shop/shared-contracts/api/marketplace';
import type { ReturnStatus, ShipmentReturn } from '@shop/shared-contracts/api/marketplace-money';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders, returnItems, returns } from '../db/schema-shopping';
import { euros } from '../http/money';
import { linesOf } from '../shipments/shipment-view';

export type ReturnRow = typeof returns.$inferSelect;

/** Returns as the shopper and the vendor see them: the returned lines with names and values. */
export async function toShipmentReturns(db: Db, rows: ReturnRow[]): Promise<ShipmentReturn[]> {
  if (!rows.length) return [];
  const [items, shipmentLines, numbers] = await Promise.all([
    db
      .select()
      .from(returnItems)
      .where(
        inArray(
          returnItems.returnId,
          rows.map((row) => row.id),
        ),
      ),
    linesOf(db, [...new Set(rows.map((row) => row.shipmentId))]),
    db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(
        inArray(
          orders.id,
          rows.map((row) => row.orderId),
        ),
      ),
  ]);
  const numberOf = new Map(numbers.map((row) => [row.id, row.orderNumber]));
  return rows.map((row) => {
    const all = shipmentLines.get(row.shipmentId) ?? [];
    const lines: ShipmentLine[] = items
      .filter((item) => item.returnId === row.id)
      .flatMap((item) => {
        const line = all.find((one) => one.order_item_id === item.orderItemId);
        if (!line) return [];
        const value = Math.round(line.unit_price * 100) * item.quantity;
        return [{ ...line, quantity: item.quantity, subtotal: euros(value) }];
      })
      .sort((a, b) => a.order_item_id - b.order_item_id);
    return {
      id: row.id,
      shipment_id: row.shipmentId,
      order_id: row.orderId,
      order_number: numberOf.get(row.orderId) ?? '',
      status: row.status as ReturnStatus,
      reason: row.reason,
      refusal_reason: row.refusalReason,
      lines,
      refund: euros(row.refundCents),
      created_at: row.createdAt.toISOString(),
      decided_at: row.decidedAt?.toISOString() ?? null,
    };
  });
}

/** The returns of some orders' shipments, newest first, by shipment id (for the order answer). */
export async function returnsOfOrders(
  db: Db,
  orderIds: number[],
): Promise<Map<number, ShipmentReturn[]>> {
  const result = new Map<number, ShipmentReturn[]>();
  if (!orderIds.length) return result;
  const rows = await db
    .select()
    .from(returns)
    .where(inArray(returns.orderId, orderIds))
    .orderBy(desc(returns.createdAt), desc(returns.id));
  for (const view of await toShipmentReturns(db, rows))
    result.set(view.shipment_id, [...(result.get(view.shipment_id) ?? []), view]);
  return result;
}

export async function returnById(db: Db, returnId: number): Promise<ShipmentReturn | undefined> {
  const rows = await db.select().from(returns).where(eq(returns.id, returnId));
  return (await toShipmentReturns(db, rows))[0];
}
