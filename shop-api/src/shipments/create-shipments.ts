import type { ShipmentStatus } from '@shop/shared-contracts/api/marketplace';
import { inArray } from 'drizzle-orm';
import { splitCents } from '../checkout/price-checkout';
import type { Db } from '../db/client';
import { orderItems, shipments } from '../db/schema-shopping';

/** An order item as a shipment needs it: whose it is and what it cost after its coupon share. */
export interface ShippedItem {
  id: number;
  vendorId: number;
  subtotalCents: number;
  discountCents: number;
}

/** Timestamps of a shipment that is past `pending` (the seed's older orders). */
export interface ShipmentTimes {
  acceptedAt?: Date | null;
  shippedAt?: Date | null;
  deliveredAt?: Date | null;
  cancelledAt?: Date | null;
  carrier?: string | null;
  trackingNumber?: string | null;
}

/**
 * Creates one shipment per vendor of the order's items and names it on each item. Every shipment
 * keeps its share of the coupon discount (the sum of its items' shares) and of the wallet usage
 * (in proportion to what its items cost after the discount), so cancelling it gives back exactly
 * that, and the shares add up to the order's amounts to the cent.
 */
export async function createShipments(
  tx: Db,
  orderId: number,
  items: ShippedItem[],
  walletCents: number,
  createdAt: Date,
  status: ShipmentStatus = 'pending',
  times: ShipmentTimes = {},
): Promise<number[]> {
  const byVendor = new Map<number, ShippedItem[]>();
  for (const item of items)
    byVendor.set(item.vendorId, [...(byVendor.get(item.vendorId) ?? []), item]);
  const parts = [...byVendor].sort((a, b) => a[0] - b[0]);
  const sum = (list: ShippedItem[], pick: (item: ShippedItem) => number) =>
    list.reduce((total, item) => total + pick(item), 0);
  const nets = parts.map(([, list]) =>
    sum(list, (item) => item.subtotalCents - item.discountCents),
  );
  // Nothing left to pay after the coupon (only shipping): the first shipment carries the wallet.
  const weights = nets.some((net) => net > 0) ? nets : parts.map((_, index) => (index ? 0 : 1));
  const walletShares = splitCents(walletCents, weights);
  const ids: number[] = [];
  for (const [index, [vendorId, list]] of parts.entries()) {
    const [row] = await tx
      .insert(shipments)
      .values({
        orderId,
        vendorId,
        status,
        subtotalCents: sum(list, (item) => item.subtotalCents),
        discountCents: sum(list, (item) => item.discountCents),
        walletCents: walletShares[index] ?? 0,
        createdAt,
        updatedAt: times.deliveredAt ?? times.shippedAt ?? times.cancelledAt ?? createdAt,
        ...times,
      })
      .returning({ id: shipments.id });
    if (!row) throw new Error('shipment insert failed');
    await tx
      .update(orderItems)
      .set({ shipmentId: row.id })
      .where(
        inArray(
          orderItems.id,
          list.map((item) => item.id),
        ),
      );
    ids.push(row.id);
  }
  return ids;
}
