/**
 * The marketplace's other side: the seller center (`/v1/seller/...`, the signed-in user's own
 * store) and the operator's back office (`/v1/operator/...`). Prices are euros with two
 * decimals, as everywhere in the API; the server checks every rule, the screens only repeat them.
 */

import type { Static } from 'typebox';
import type { Paginated, Timestamp } from './entities';
import type { MarketplaceMoneyCalls } from './marketplace-money';
import type * as operator from './schema/operator';
import type * as orders from './schema/orders';
import type * as seller from './schema/seller-orders';

export type ProductStatus = 'draft' | 'published';
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
export interface SellerStore {
  vendor_id: number;
  status: VendorStatus;
  store_name_in_german: string;
  store_name_in_arabic: string;
  description_german: string;
  description_arabic: string;
  /** Public URL of the logo, or null. */
  store_logo: string | null;
  address: string;
}

export interface SellerStoreInput {
  store_name_in_german: string;
  store_name_in_arabic: string;
  description_german: string;
  description_arabic: string;
}

export interface AttributeOption {
  id: number;
  kind: 'color' | 'size';
  /** Hex colour for colours, the size label for sizes. */
  value: string;
  name_german: string;
  name_arabic: string;
}

/** `GET /v1/seller/options`: what a product form offers. */
export interface SellerOptions {
  categories: { id: number; parent_id: number | null; name_german: string; name_arabic: string }[];
  colors: AttributeOption[];
  sizes: AttributeOption[];
}

export interface SellerVariantInput {
  /** Present when an existing variant is changed; absent for a new one. */
  id?: number;
  color_id: number | null;
  size_id: number | null;
  price: number;
  stock: number;
  /**
   * The stock the form showed when it was opened. When sent, the change is applied relative to
   * it (`stock + (stock - stock_seen)` of what is left now), so units sold meanwhile are not
   * put back; without it `stock` is set as it is (last write wins).
   */
  stock_seen?: number;
}

export interface SellerProductInput {
  name_german: string;
  name_arabic: string;
  description_german: string;
  description_arabic: string;
  category_id: number;
  /** One to `variantsMax`; each colour × size pair at most once. */
  variants: SellerVariantInput[];
}

export interface SellerVariant {
  id: number;
  color_id: number | null;
  size_id: number | null;
  price: number;
  stock: number;
}

export interface SellerProductImage {
  id: number;
  /** The largest resized copy; `srcset` lists every size. */
  url: string;
  srcset: string;
  position: number;
}

export interface SellerProduct {
  id: number;
  status: ProductStatus;
  name_german: string;
  name_arabic: string;
  description_german: string;
  description_arabic: string;
  category_id: number;
  variants: SellerVariant[];
  images: SellerProductImage[];
  updated_at: Timestamp;
}

export interface SellerProductSummary {
  id: number;
  status: ProductStatus;
  name_german: string;
  name_arabic: string;
  /** Lowest variant price. */
  price: number;
  stock: number;
  image: string | null;
  updated_at: Timestamp;
}

export interface SellerProductsQuery {
  q?: string;
  status?: ProductStatus;
  page?: number;
}

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

/** The calls of this file and of `marketplace-money.ts`, merged into `ApiCalls`. */
export interface MarketplaceCalls extends MarketplaceMoneyCalls {
  'GET /v1/seller/me': { body: undefined; data: SellerStore };
  'PUT /v1/seller/store': { body: SellerStoreInput; data: SellerStore };
  'GET /v1/seller/options': { body: undefined; data: SellerOptions };
  'GET /v1/seller/products': {
    query: SellerProductsQuery;
    body: undefined;
    data: Paginated<SellerProductSummary>;
  };
  'GET /v1/seller/products/{id}': { body: undefined; data: SellerProduct };
  /** Created as a draft. */
  'POST /v1/seller/products': { body: SellerProductInput; data: SellerProduct };
  'PUT /v1/seller/products/{id}': { body: SellerProductInput; data: SellerProduct };
  /** 422 `not_publishable` without a picture or without stock in any variant. */
  'POST /v1/seller/products/{id}/publish': { body: undefined; data: SellerProduct };
  'POST /v1/seller/products/{id}/unpublish': { body: undefined; data: SellerProduct };
  /** Multipart, field `image` (JPEG, PNG, WebP or AVIF up to `imageBytesMax`). */
  'POST /v1/seller/products/{id}/images': { body: FormData; data: SellerProductImage };
  'DELETE /v1/seller/products/{id}/images/{imageId}': { body: undefined; data: null };
  'PUT /v1/seller/products/{id}/images/order': {
    body: { image_ids: number[] };
    data: SellerProductImage[];
  };
}
