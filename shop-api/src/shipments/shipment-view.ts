import type { Address } from '@shop/shared-contracts/api/entities';
import type {
  OrderShipment,
  SellerShipment,
  ShipmentLine,
  ShipmentStatus,
} from '@shop/shared-contracts/api/marketplace';
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { attributeValues, products, variants, vendors } from '../db/schema-catalog';
import { orderItems, orders, shipments } from '../db/schema-shopping';
import { euros } from '../http/money';
import { returnableUntil } from '../returns/return-rules';

type ShipmentRow = typeof shipments.$inferSelect;
const colorValues = alias(attributeValues, 'color_values');
const sizeValues = alias(attributeValues, 'size_values');

/** The lines of the shipments, with the products' names and the variants' labels. */
export async function linesOf(db: Db, shipmentIds: number[]) {
  if (!shipmentIds.length) return new Map<number, ShipmentLine[]>();
  const rows = await db
    .select({
      item: orderItems,
      nameGerman: products.nameGerman,
      nameArabic: products.nameArabic,
      color: colorValues.nameGerman,
      size: sizeValues.nameGerman,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(variants, eq(variants.id, orderItems.variantId))
    .leftJoin(colorValues, eq(colorValues.id, variants.colorId))
    .leftJoin(sizeValues, eq(sizeValues.id, variants.sizeId))
    .where(inArray(orderItems.shipmentId, shipmentIds))
    .orderBy(asc(orderItems.id));
  const lines = new Map<number, ShipmentLine[]>();
  for (const row of rows) {
    const shipmentId = row.item.shipmentId ?? 0;
    lines.set(shipmentId, [
      ...(lines.get(shipmentId) ?? []),
      {
        order_item_id: row.item.id,
        product_id: row.item.productId,
        name_german: row.nameGerman,
        name_arabic: row.nameArabic,
        variant_label: [row.color, row.size].filter(Boolean).join(' · '),
        quantity: row.item.quantity,
        unit_price: euros(row.item.unitPriceCents),
        subtotal: euros(row.item.subtotalCents),
      },
    ]);
  }
  return lines;
}

/** The vendor's view of their shipments: the order's number, ship-to name and address, lines. */
export async function toSellerShipments(db: Db, rows: ShipmentRow[]): Promise<SellerShipment[]> {
  if (!rows.length) return [];
  const [lines, orderRows] = await Promise.all([
    linesOf(
      db,
      rows.map((row) => row.id),
    ),
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        address: orders.address,
        name: users.name,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(
        inArray(
          orders.id,
          rows.map((row) => row.orderId),
        ),
      ),
  ]);
  const orderOf = new Map(orderRows.map((row) => [row.id, row]));
  return rows.map((row) => {
    const order = orderOf.get(row.orderId);
    const address = order?.address as Address | undefined;
    return {
      id: row.id,
      order_id: row.orderId,
      order_number: order?.orderNumber ?? '',
      status: row.status as ShipmentStatus,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      ship_to: {
        name: order?.name ?? '',
        address: address?.address ?? '',
        city: address?.city ?? null,
        postal_code: address?.postal_code ?? null,
        country: address?.country?.name ?? '',
      },
      lines: lines.get(row.id) ?? [],
      total: euros(row.subtotalCents),
      carrier: row.carrier,
      tracking_number: row.trackingNumber,
    };
  });
}

/** The shopper's view of the shipments of some orders, by order id. */
export async function orderShipmentsOf(
  db: Db,
  orderIds: number[],
): Promise<Map<number, OrderShipment[]>> {
  const result = new Map<number, OrderShipment[]>();
  if (!orderIds.length) return result;
  const [rows, items] = await Promise.all([
    db
      .select({
        shipment: shipments,
        german: vendors.storeNameInGerman,
        arabic: vendors.storeNameInArabic,
      })
      .from(shipments)
      .innerJoin(vendors, eq(vendors.id, shipments.vendorId))
      .where(inArray(shipments.orderId, orderIds))
      .orderBy(asc(shipments.id)),
    db
      .select({ id: orderItems.id, shipmentId: orderItems.shipmentId })
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.id)),
  ]);
  for (const { shipment, german, arabic } of rows) {
    result.set(shipment.orderId, [
      ...(result.get(shipment.orderId) ?? []),
      {
        id: shipment.id,
        vendor: {
          id: shipment.vendorId,
          store_name_in_german: german,
          store_name_in_arabic: arabic,
        },
        status: shipment.status as ShipmentStatus,
        order_item_ids: items
          .filter((item) => item.shipmentId === shipment.id)
          .map((item) => item.id),
        carrier: shipment.carrier,
        tracking_number: shipment.trackingNumber,
        updated_at: shipment.updatedAt.toISOString(),
        returnable_until:
          returnableUntil(shipment.status, shipment.deliveredAt)?.toISOString() ?? null,
      },
    ]);
  }
  return result;
}
