import { integer, jsonb, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

// Tables mirror migrations/0001_init.sql, which is the source of truth for the database.
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A visitor's cart, known by the SHA-256 of its cookie (migration 0068). */
export const visitorCarts = pgTable('visitor_carts', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastUsedAt: ts('last_used_at').notNull().defaultNow(),
  ip: varchar('ip', { length: 64 }).notNull().default(''),
});

/** Exactly one of `userId` and `visitorCartId` is set (migration 0068). */
export const cartItems = pgTable('cart_items', {
  id: serial('id').primaryKey(),
  userId: integer('user_id'),
  visitorCartId: integer('visitor_cart_id'),
  variantId: integer('variant_id').notNull(),
  quantity: integer('quantity').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const wishlistItems = pgTable('wishlist_items', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  productId: integer('product_id').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 40 }).notNull(),
  discountType: varchar('discount_type', { length: 12 }).notNull(),
  amount: integer('amount').notNull(),
  vendorId: integer('vendor_id'),
  startsAt: ts('starts_at'),
  endsAt: ts('ends_at'),
  usageLimit: integer('usage_limit'),
  usedCount: integer('used_count').notNull().default(0),
});

export const shippingPrices = pgTable('shipping_prices', {
  id: integer('id').primaryKey(),
  priceCents: integer('price_cents').notNull(),
  fastPriceCents: integer('fast_price_cents').notNull(),
});

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull(),
  orderNumber: varchar('order_number', { length: 40 }).notNull(),
  orderStatus: varchar('order_status', { length: 12 }).notNull().default('pending'),
  paymentStatus: varchar('payment_status', { length: 8 }).notNull().default('unpaid'),
  shippingType: varchar('shipping_type', { length: 8 }).notNull(),
  shippingCostCents: integer('shipping_cost_cents').notNull(),
  subtotalCents: integer('subtotal_cents').notNull(),
  discountCents: integer('discount_cents').notNull().default(0),
  priceAfterDiscountCents: integer('price_after_discount_cents').notNull(),
  walletUsageCents: integer('wallet_usage_cents').notNull().default(0),
  finalPriceCents: integer('final_price_cents').notNull(),
  couponCode: varchar('coupon_code', { length: 40 }),
  address: jsonb('address').notNull(),
  trackingNumber: varchar('tracking_number', { length: 60 }),
  trackingCarrier: varchar('tracking_carrier', { length: 60 }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const orderItems = pgTable('order_items', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  productId: integer('product_id').notNull(),
  variantId: integer('variant_id').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  quantity: integer('quantity').notNull(),
  subtotalCents: integer('subtotal_cents').notNull(),
  /** The vendor's shipment this item travels in (migration 0062). */
  shipmentId: integer('shipment_id'),
});

export const orderTrackingEvents = pgTable('order_tracking_events', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  status: varchar('status', { length: 12 }).notNull(),
  description: varchar('description', { length: 255 }),
  location: varchar('location', { length: 120 }),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** One vendor's part of an order (migration 0062); `order_items.shipment_id` names it. */
export const shipments = pgTable('shipments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  vendorId: integer('vendor_id').notNull(),
  status: varchar('status', { length: 10 }).notNull().default('pending'),
  subtotalCents: integer('subtotal_cents').notNull().default(0),
  /** This shipment's share of the order's coupon discount and wallet usage, given back on cancel. */
  discountCents: integer('discount_cents').notNull().default(0),
  walletCents: integer('wallet_cents').notNull().default(0),
  carrier: varchar('carrier', { length: 60 }),
  trackingNumber: varchar('tracking_number', { length: 60 }),
  cancelReason: varchar('cancel_reason', { length: 500 }),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  acceptedAt: ts('accepted_at'),
  shippedAt: ts('shipped_at'),
  deliveredAt: ts('delivered_at'),
  cancelledAt: ts('cancelled_at'),
  /** The marketplace's commission rate when it was delivered (0065), null before. */
  commissionPercent: numeric('commission_percent', { precision: 5, scale: 2 }),
});

export const returns = pgTable('returns', {
  id: serial('id').primaryKey(),
  shipmentId: integer('shipment_id').notNull(),
  orderId: integer('order_id').notNull(),
  vendorId: integer('vendor_id').notNull(),
  userId: integer('user_id').notNull(),
  status: varchar('status', { length: 10 }).notNull().default('requested'),
  reason: varchar('reason', { length: 500 }).notNull(),
  refusalReason: varchar('refusal_reason', { length: 500 }),
  refundCents: integer('refund_cents').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  decidedAt: ts('decided_at'),
});

export const returnItems = pgTable('return_items', {
  returnId: integer('return_id').notNull(),
  orderItemId: integer('order_item_id').notNull(),
  quantity: integer('quantity').notNull(),
});
