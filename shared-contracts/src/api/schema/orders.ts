/** Schemas of the shopper's orders, their vendors' shipments and the returns asked for them. */
import { Type } from 'typebox';
import { ORDER_STATUSES } from '../entities';
import { SHIPMENT_STATUSES } from '../marketplace';
import { RETURN_STATUSES } from '../marketplace-money';
import { address } from './addresses';
import { product } from './catalog';
import { shippingType } from './checkout';
import { arrayOf, id, int, nullableStr, num, object, oneOf, str, timestamp } from './primitives';
import { variantView } from './shopping';

const nullableTimestamp = Type.Unsafe<string | null>({
  type: ['string', 'null'],
  format: 'date-time',
});

export const orderStatus = oneOf(ORDER_STATUSES);
export const shipmentStatus = oneOf(SHIPMENT_STATUSES);

/** One line of a shipment: a vendor's view and a return's lines. */
export const shipmentLine = object({
  order_item_id: id,
  product_id: id,
  name_german: str(200),
  name_arabic: str(200),
  /** The variant's colour and size names, e.g. "Rot · M"; empty when it has none. */
  variant_label: Type.String(),
  quantity: int,
  unit_price: num,
  subtotal: num,
});

export const shipmentReturn = object({
  id,
  shipment_id: id,
  order_id: id,
  order_number: str(40),
  status: oneOf(RETURN_STATUSES),
  /** The shopper's reason. */
  reason: str(500),
  /** The vendor's reason when refused, else null. */
  refusal_reason: nullableStr,
  /** The returned lines (`quantity` is the returned quantity, `subtotal` its value). */
  lines: arrayOf(shipmentLine),
  /** What the wallet gets back: the lines' value less their share of the coupon discount. */
  refund: num,
  created_at: timestamp,
  decided_at: nullableTimestamp,
});

/**
 * The shopper's view of one shipment of their order. `returns` (newest first) and
 * `returnable_until` (null: not delivered, or the window passed) are optional for answers of
 * API versions before returns.
 */
export const orderShipment = object({
  id,
  vendor: object({ id, store_name_in_german: str(120), store_name_in_arabic: str(120) }),
  status: shipmentStatus,
  order_item_ids: arrayOf(id),
  carrier: nullableStr,
  tracking_number: nullableStr,
  updated_at: timestamp,
  returns: Type.Optional(arrayOf(shipmentReturn)),
  returnable_until: Type.Optional(nullableTimestamp),
});

export const orderItem = object({
  id,
  unit_price: num,
  quantity: int,
  subtotal: num,
  product,
  product_variant: variantView,
});

export const trackingEvent = object({
  status: orderStatus,
  description: nullableStr,
  location: nullableStr,
  created_at: timestamp,
});

export const order = object({
  id,
  order_number: str(40),
  created_at: timestamp,
  updated_at: timestamp,
  order_status: orderStatus,
  payment_status: oneOf(['paid', 'unpaid']),
  shipping_type: shippingType,
  shipping_cost: num,
  /** Subtotal of the ordered items. */
  total_amount: num,
  price_after_discount: num,
  /** Coupon discount in euros (0 without coupon); optional for older answers. */
  discount: Type.Optional(num),
  coupon_code: nullableStr,
  wallet_usage: num,
  final_price: num,
  address,
  items: arrayOf(orderItem),
  tracking_number: nullableStr,
  tracking_carrier: nullableStr,
  tracking_history: arrayOf(trackingEvent),
  /** One per vendor of the order; absent in answers of API versions before the seller center. */
  shipments: Type.Optional(arrayOf(orderShipment)),
});

/** The shopper's orders, newest first, narrowed on the server. */
export const ordersQuery = object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 15 })),
  /** Part of an order number or of an ordered product's German or Arabic name. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  status: Type.Optional(orderStatus),
});
