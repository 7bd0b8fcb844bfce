import type {
  Address,
  Order,
  OrderStatus,
  PaymentStatus,
  ShippingType,
} from '@shop/shared-contracts/api/entities';
import { asc, inArray } from 'drizzle-orm';
import { variantView } from '../cart/cart-view';
import { loadProducts } from '../catalog/product-loader';
import type { Db } from '../db/client';
import { orderItems, type orders, orderTrackingEvents } from '../db/schema-shopping';
import { euros } from '../http/money';
import { returnsOfOrders } from '../returns/return-view';
import { orderShipmentsOf } from '../shipments/shipment-view';

export type OrderRow = typeof orders.$inferSelect;

/** Full orders (items with products, address snapshot, tracking, shipments, returns). */
export async function toOrders(db: Db, publicUrl: string, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const orderIds = rows.map((row) => row.id);
  const [itemRows, eventRows, shipmentsOf] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderTrackingEvents)
      .where(inArray(orderTrackingEvents.orderId, orderIds))
      .orderBy(asc(orderTrackingEvents.createdAt), asc(orderTrackingEvents.id)),
    orderShipmentsOf(db, orderIds),
  ]);
  const returnsOf = await returnsOfOrders(db, orderIds);
  const loaded = await loadProducts(db, publicUrl, [
    ...new Set(itemRows.map((item) => item.productId)),
  ]);
  const products = new Map(loaded.map((product) => [product.id, product]));
  return rows.map((row) => ({
    id: row.id,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    order_status: row.orderStatus as OrderStatus,
    payment_status: row.paymentStatus as PaymentStatus,
    shipping_type: row.shippingType as ShippingType,
    shipping_cost: euros(row.shippingCostCents),
    total_amount: euros(row.subtotalCents),
    price_after_discount: euros(row.priceAfterDiscountCents),
    discount: euros(row.discountCents),
    coupon_code: row.couponCode,
    wallet_usage: euros(row.walletUsageCents),
    final_price: euros(row.finalPriceCents),
    address: row.address as Address,
    items: itemRows
      .filter((item) => item.orderId === row.id)
      .flatMap((item) => {
        const product = products.get(item.productId);
        if (!product) return [];
        return [
          {
            id: item.id,
            unit_price: euros(item.unitPriceCents),
            quantity: item.quantity,
            subtotal: euros(item.subtotalCents),
            product,
            product_variant: {
              ...variantView(product, item.variantId),
              price: euros(item.unitPriceCents),
            },
          },
        ];
      }),
    tracking_number: row.trackingNumber,
    tracking_carrier: row.trackingCarrier,
    tracking_history: eventRows
      .filter((event) => event.orderId === row.id)
      .map((event) => ({
        status: event.status as OrderStatus,
        description: event.description,
        location: event.location,
        created_at: event.createdAt.toISOString(),
      })),
    shipments: (shipmentsOf.get(row.id) ?? []).map((shipment) => ({
      ...shipment,
      returns: returnsOf.get(shipment.id) ?? [],
    })),
  }));
}
