import type { OrderStatus } from '@shop/shared-contracts/api/entities';
import type { ShipmentStatus } from '@shop/shared-contracts/api/marketplace';
import { eq, inArray } from 'drizzle-orm';
import { toAddress } from '../../addresses/address-view';
import { nextOrderNumber } from '../../orders/order-number';
import { createShipments } from '../../shipments/create-shipments';
import { shipmentStatusOf } from '../../shipments/order-status-rule';
import type { Db } from '../client';
import type { addresses } from '../schema-accounts';
import { products, variants } from '../schema-catalog';
import { orderItems, orders, orderTrackingEvents } from '../schema-shopping';

const DAY = 24 * 60 * 60 * 1000;

const plan: { status: OrderStatus; daysAgo: number; tracked: boolean; history: OrderStatus[] }[] = [
  {
    status: 'delivered',
    daysAgo: 40,
    tracked: true,
    history: ['pending', 'processing', 'shipped', 'delivered'],
  },
  { status: 'shipped', daysAgo: 6, tracked: true, history: ['pending', 'processing', 'shipped'] },
  { status: 'processing', daysAgo: 3, tracked: false, history: [] },
  { status: 'pending', daysAgo: 1, tracked: false, history: [] },
  { status: 'cancelled', daysAgo: 20, tracked: false, history: [] },
  {
    status: 'completed',
    daysAgo: 60,
    tracked: true,
    history: ['pending', 'processing', 'shipped', 'delivered', 'completed'],
  },
];

const historyText: Partial<Record<OrderStatus, [string, string]>> = {
  pending: ['Order placed', 'Berlin'],
  processing: ['Order is being packed', 'Berlin'],
  shipped: ['Handed over to DHL', 'Hamburg'],
  delivered: ['Delivered to the front door', 'Berlin'],
  completed: ['Order completed', 'Berlin'],
};

export async function seedOrders(
  tx: Db,
  now: Date,
  userId: number,
  address: typeof addresses.$inferSelect,
  productIds: number[],
): Promise<void> {
  const variantRows = await firstVariants(tx, productIds.slice(10, 10 + plan.length * 2));
  for (const [index, entry] of plan.entries()) {
    const createdAt = new Date(now.getTime() - entry.daysAgo * DAY);
    const picked = variantRows.filter((_, n) => n % 7 === index % 7).slice(0, 2);
    const items = picked.map((variant, n) => ({ ...variant, quantity: n + 1 }));
    const subtotal = items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
    const shipping = index % 2 === 0 ? 1000 : 2000;
    const tracking = entry.tracked
      ? `00340434${String(161094 + index * 7919).padStart(10, '0')}`
      : null;
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        orderNumber: await nextOrderNumber(tx, createdAt),
        orderStatus: entry.status,
        paymentStatus:
          entry.status === 'delivered' || entry.status === 'completed' ? 'paid' : 'unpaid',
        shippingType: index % 2 === 0 ? 'normal' : 'fast',
        shippingCostCents: shipping,
        subtotalCents: subtotal,
        priceAfterDiscountCents: subtotal + shipping,
        finalPriceCents: subtotal + shipping,
        address: toAddress(address, 'Deutschland'),
        trackingNumber: tracking,
        trackingCarrier: entry.tracked ? 'DHL' : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('order insert failed');
    const itemRows = await tx
      .insert(orderItems)
      .values(
        items.map((item) => ({
          orderId: order.id,
          productId: item.productId,
          variantId: item.id,
          unitPriceCents: item.priceCents,
          quantity: item.quantity,
          subtotalCents: item.priceCents * item.quantity,
        })),
      )
      .returning({ id: orderItems.id, variantId: orderItems.variantId });
    await seedShipments(tx, order.id, entry, createdAt, tracking, itemRows, items);
    if (entry.history.length) {
      await tx.insert(orderTrackingEvents).values(
        entry.history.map((status, step) => ({
          orderId: order.id,
          status,
          description: historyText[status]?.[0] ?? null,
          location: historyText[status]?.[1] ?? null,
          createdAt: new Date(createdAt.getTime() + step * DAY),
        })),
      );
    }
  }
}

/** Variants of the given products, with their stores, for the seeded orders. */
export async function firstVariants(tx: Db, productIds: number[]) {
  return tx
    .select({
      id: variants.id,
      productId: variants.productId,
      priceCents: variants.priceCents,
      vendorId: products.vendorId,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.productId, productIds))
    .orderBy(variants.id);
}

/** The shipments of a seeded order, at the status and times its timeline tells. */
async function seedShipments(
  tx: Db,
  orderId: number,
  entry: (typeof plan)[number],
  createdAt: Date,
  tracking: string | null,
  itemRows: { id: number; variantId: number }[],
  items: { id: number; vendorId: number; priceCents: number; quantity: number }[],
): Promise<void> {
  const at = (status: OrderStatus) => {
    const step = entry.history.indexOf(status);
    return step < 0 ? null : new Date(createdAt.getTime() + step * DAY);
  };
  const status = shipmentStatusOf(entry.status);
  const reached = (list: ShipmentStatus[]) => list.includes(status);
  await createShipments(
    tx,
    orderId,
    itemRows.map((row) => {
      const item = items.find((candidate) => candidate.id === row.variantId);
      return {
        id: row.id,
        vendorId: item?.vendorId ?? 0,
        subtotalCents: (item?.priceCents ?? 0) * (item?.quantity ?? 0),
        discountCents: 0,
      };
    }),
    0,
    createdAt,
    status,
    {
      acceptedAt: reached(['accepted', 'shipped', 'delivered'])
        ? (at('processing') ?? createdAt)
        : null,
      shippedAt: reached(['shipped', 'delivered']) ? (at('shipped') ?? createdAt) : null,
      deliveredAt: status === 'delivered' ? (at('delivered') ?? createdAt) : null,
      cancelledAt: status === 'cancelled' ? createdAt : null,
      carrier: tracking ? 'DHL' : null,
      trackingNumber: tracking,
    },
  );
}
