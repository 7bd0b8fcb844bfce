import type { OrderStatus } from '@shop/shared-contracts/api/entities';
import type { ShipmentStatus } from '@shop/shared-contracts/api/marketplace';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { lockShopper } from '../cart/shopper-lock';
import type { Db } from '../db/client';
import { vendors } from '../db/schema-catalog';
import { orderItems, orders, orderTrackingEvents, shipments } from '../db/schema-shopping';
import { ApiError, notFound } from '../http/api-error';
import { orderStatusNow } from '../returns/order-returned';
import { refundToWallet, releaseCoupon, restoreStock } from './give-back';

export type ShipmentAction =
  | { kind: 'accept' }
  | { kind: 'ship'; carrier: string; trackingNumber: string }
  | { kind: 'deliver'; commissionPercent: number }
  | { kind: 'cancel'; reason: string };

type Kind = ShipmentAction['kind'];

const FROM: Record<Kind, ShipmentStatus[]> = {
  accept: ['pending'],
  ship: ['accepted'],
  deliver: ['shipped'],
  cancel: ['pending', 'accepted'],
};
const TO: Record<Kind, ShipmentStatus> = {
  accept: 'accepted',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
};
const NEEDS: Record<Kind, string> = {
  accept: 'Only a pending shipment can be accepted.',
  ship: 'Only an accepted shipment can be shipped.',
  deliver: 'Only a shipped shipment can be marked delivered.',
  cancel: 'Only a pending or accepted shipment can be cancelled.',
};

/** What changed, for the answer and the shopper's mail. */
export interface ShipmentChange {
  shipmentId: number;
  orderId: number;
  userId: number;
  status: ShipmentStatus;
  orderStatus: OrderStatus;
}

/**
 * Moves one of the vendor's shipments on, in one transaction: another vendor's shipment is 404, a
 * move its status does not allow is 409. The order's shopper is locked first, as checkout and the
 * shopper's own cancel do, so two vendors changing the halves of one order, or a vendor and the
 * shopper cancelling at once, run one after the other, and each sees what the other committed.
 * The order's status is derived again from all its shipments and the change is a tracking event.
 * A cancel gives back that shipment's stock and its wallet share exactly once (the status change
 * is conditional) and takes its amounts off the order.
 */
export async function changeShipment(
  db: Db,
  vendorId: number,
  shipmentId: number,
  action: ShipmentAction,
): Promise<ShipmentChange> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: shipments.orderId, userId: orders.userId })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(and(eq(shipments.id, shipmentId), eq(shipments.vendorId, vendorId)));
    if (!found) throw notFound('Shipment');
    await lockShopper(tx, found.userId);

    const now = new Date();
    const [changed] = await tx
      .update(shipments)
      .set({ status: TO[action.kind], updatedAt: now, ...stamp(action, now) })
      .where(and(eq(shipments.id, shipmentId), inArray(shipments.status, FROM[action.kind])))
      .returning();
    if (!changed) throw new ApiError(409, NEEDS[action.kind]);

    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId));
    if (!order) throw notFound('Order');
    const orderStatus = await orderStatusNow(tx, order.id);

    if (action.kind === 'cancel') {
      const items = await tx.select().from(orderItems).where(eq(orderItems.shipmentId, changed.id));
      await restoreStock(tx, items);
      await refundToWallet(tx, order.userId, changed.walletCents, order.orderNumber, now);
      if (orderStatus === 'cancelled') await releaseCoupon(tx, order.couponCode);
    }
    const cancelled = action.kind === 'cancel';
    await tx
      .update(orders)
      .set({
        orderStatus,
        updatedAt: now,
        ...(cancelled ? takeOff(changed) : {}),
      })
      .where(eq(orders.id, order.id));

    const [store] = await tx
      .select({ name: vendors.storeNameInGerman })
      .from(vendors)
      .where(eq(vendors.id, vendorId));
    await tx.insert(orderTrackingEvents).values({
      orderId: order.id,
      status: orderStatus,
      description: describe(action, store?.name ?? '').slice(0, 255),
      createdAt: now,
    });
    return {
      shipmentId: changed.id,
      orderId: order.id,
      userId: order.userId,
      status: TO[action.kind],
      orderStatus,
    };
  });
}

function stamp(action: ShipmentAction, now: Date) {
  switch (action.kind) {
    case 'accept':
      return { acceptedAt: now };
    case 'ship':
      return { shippedAt: now, carrier: action.carrier, trackingNumber: action.trackingNumber };
    case 'deliver':
      // The rate of its time: the statement uses it, whatever the rate is later (0065).
      return { deliveredAt: now, commissionPercent: String(action.commissionPercent) };
    case 'cancel':
      return { cancelledAt: now, cancelReason: action.reason };
  }
}

/** The order's amounts without the cancelled part: what the shopper still pays is less. */
function takeOff(shipment: typeof shipments.$inferSelect) {
  const subtotal = sql`${orders.subtotalCents} - ${shipment.subtotalCents}`;
  const discount = sql`GREATEST(${orders.discountCents} - ${shipment.discountCents}, 0)`;
  const afterDiscount = sql`GREATEST(${subtotal} + ${orders.shippingCostCents} - ${discount}, 0)`;
  const wallet = sql`GREATEST(${orders.walletUsageCents} - ${shipment.walletCents}, 0)`;
  return {
    subtotalCents: sql`GREATEST(${subtotal}, 0)`,
    discountCents: discount,
    priceAfterDiscountCents: afterDiscount,
    walletUsageCents: wallet,
    finalPriceCents: sql`GREATEST(${afterDiscount} - ${wallet}, 0)`,
  };
}

/** The timeline's line (stored in English; the screens show the status in the shopper's language). */
function describe(action: ShipmentAction, store: string): string {
  switch (action.kind) {
    case 'accept':
      return `${store} is preparing your items`;
    case 'ship':
      return `${store} shipped your items with ${action.carrier} (${action.trackingNumber})`;
    case 'deliver':
      return `Your items from ${store} were delivered`;
    case 'cancel':
      return `${store} cancelled your items`;
  }
}
