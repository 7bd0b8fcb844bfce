/**
 * Schemas of a vendor's part of orders: their shipments, the returns asked for them, the seller
 * dashboard, and a shopper's application to become a vendor.
 */
import { Type } from 'typebox';
import { STORE_TYPES } from '../entities';
import { RETURN_STATUSES } from '../marketplace-money';
import { shipmentLine, shipmentStatus } from './orders';
import { arrayOf, id, int, nullableStr, num, object, oneOf, str, timestamp } from './primitives';

const page = Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 }));

/** Checked for its trimmed length (3 to 500) by the API, with a field code. */
export const reasonBody = object({ reason: str(500, 1) });

/** A vendor's view of their part of one order; the ship-to is only what shipping needs. */
export const sellerShipment = object({
  id,
  order_id: id,
  order_number: str(40),
  status: shipmentStatus,
  created_at: timestamp,
  updated_at: timestamp,
  ship_to: object({
    name: str(120),
    address: Type.String(),
    city: nullableStr,
    postal_code: nullableStr,
    country: Type.String(),
  }),
  lines: arrayOf(shipmentLine),
  total: num,
  carrier: nullableStr,
  tracking_number: nullableStr,
});

export const sellerShipmentsQuery = object({ status: Type.Optional(shipmentStatus), page });

export const shipBody = object({
  carrier: str(60, 1),
  tracking_number: Type.String({ minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9 -]+$' }),
});

export const sellerDashboard = object({
  /** Accepted or pending shipments to send off today. */
  to_ship: int,
  /** The last 30 days, oldest first, one entry per day (zeros included). */
  sales_by_day: arrayOf(object({ date: str(10, 10), revenue: num, orders: int })),
  low_stock: arrayOf(
    object({
      product_id: id,
      variant_id: id,
      name_german: str(200),
      name_arabic: str(200),
      variant_label: Type.String(),
      stock: int,
    }),
  ),
  rating: object({ average: num, count: int }),
});

export const returnRequestBody = object({
  reason: str(500, 1),
  items: Type.Array(
    object({
      order_item_id: id,
      /** At least 1, at most what was delivered and not yet returned (checked by the API). */
      quantity: Type.Integer({ minimum: 0, maximum: 100000 }),
    }),
    { minItems: 1, maxItems: 100 },
  ),
});

export const orderShipmentParams = object({ id, shipmentId: id });

export const sellerReturnsQuery = object({ status: Type.Optional(oneOf(RETURN_STATUSES)), page });

export const storeType = oneOf(STORE_TYPES);

export const vendorApplication = object({
  id,
  store_name_in_arabic: str(120),
  store_name_in_german: str(120),
  store_logo: str(255),
  address: str(255),
  phone: str(40),
  store_type: storeType,
  status: oneOf(['under_review', 'approved', 'rejected']),
  created_at: timestamp,
  /** Why the operator rejected it, shown to the applicant; null otherwise (absent before 30). */
  rejection_reason: Type.Optional(nullableStr),
});

/** `YYYY-MM` is checked by the API, which answers 422 with a field code. */
export const monthParams = object({ month: str(40, 1) });

/** The statement file's language (`du`, `ar`); English, the machine-readable file, without one. */
export const statementCsvQuery = object({ lang: Type.Optional(oneOf(['du', 'ar', 'en'])) });

const monthFields = {
  month: str(7, 7),
  shipments: int,
  sales: num,
  returns: num,
  /** The month's rate when its lines share one, null when they mix rates. */
  commission_rate: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
  commission: num,
  payout: num,
};

/** One UTC month of a vendor's sales, returns, commission and payout. */
export const statementMonth = object(monthFields);

/** One line of a month's statement (and of its CSV); a return's amounts are negative. */
export const statementLine = object({
  date: timestamp,
  kind: oneOf(['sale', 'return']),
  order_number: str(40),
  shipment_id: int,
  amount: num,
  /** The rate the line's shipment was delivered at, in percent. */
  commission_rate: num,
  commission: num,
});

export const statement = object({ ...monthFields, lines: arrayOf(statementLine) });
