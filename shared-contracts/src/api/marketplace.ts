/**
 * The marketplace's other side: the seller center (`/v1/seller/...`, the signed-in user's own
 * store) and the operator's back office (`/v1/operator/...`). Prices are euros with two
 * decimals, as everywhere in the API; the server checks every rule, the screens only repeat them.
 */

import type { Static } from 'typebox';
import type * as operator from './schema/operator';
import type * as orders from './schema/orders';
import type * as seller from './schema/seller-orders';
import type * as products from './schema/seller-products';

export type ProductStatus = Static<typeof products.productStatus>;
export type VendorStatus = Static<typeof operator.vendorStatus>;
export type ApplicationStatus = Static<typeof operator.applicationStatus>;

/**
 * One vendor's part of an order. The order's own status follows from its shipments: all
 * cancelled → cancelled; every other one delivered → delivered; any shipped or delivered →
 * shipped; any accepted → processing; else pending.
 */
export const SHIPMENT_STATUSES = [
  'pending',
  'accepted',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Limits the API enforces on a product; the form shows the same ones before sending. */
export const PRODUCT_LIMITS = {
  nameMax: 200,
  descriptionMax: 5000,
  variantsMax: 50,
  priceMin: 0.01,
  priceMax: 100_000,
  stockMax: 100_000,
  imagesMax: 10,
  imageBytesMax: 8 * 1024 * 1024,
} as const;

/** `GET /v1/seller/me`: the signed-in vendor's store (403 `not_a_vendor` for anyone else). */
export type SellerStore = Static<typeof products.sellerStore>;

export type SellerStoreInput = Static<typeof products.sellerStoreBody>;

export type AttributeOption = Static<typeof products.attributeOption>;

/** `GET /v1/seller/options`: what a product form offers. */
export type SellerOptions = Static<typeof products.sellerOptions>;

export type SellerVariantInput = Static<typeof products.sellerVariantBody>;

export type SellerProductInput = Static<typeof products.sellerProductBody>;

export type SellerVariant = Static<typeof products.sellerVariant>;

export type SellerProductImage = Static<typeof products.sellerProductImage>;

export type SellerProduct = Static<typeof products.sellerProduct>;

export type SellerProductSummary = Static<typeof products.sellerProductSummary>;

export type SellerProductsQuery = Static<typeof products.sellerProductsQuery>;

export type ShipmentLine = Static<typeof orders.shipmentLine>;

/** A vendor's view of their part of one order. */
export type SellerShipment = Static<typeof seller.sellerShipment>;

export type SellerShipmentsQuery = Static<typeof seller.sellerShipmentsQuery>;

export type ShipBody = Static<typeof seller.shipBody>;

export type SellerDashboard = Static<typeof seller.sellerDashboard>;

/** The shopper's view of one shipment of their order (`Order.shipments`). */
export type OrderShipment = Static<typeof orders.orderShipment>;

export type OperatorApplication = Static<typeof operator.operatorApplication>;

export type OperatorApplicationsQuery = Static<typeof operator.operatorApplicationsQuery>;

export type OperatorVendor = Static<typeof operator.operatorVendor>;

export type ReasonBody = Static<typeof seller.reasonBody>;
