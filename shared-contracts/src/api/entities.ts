/**
 * Entities of the shop's REST API. The API server and every remote use these types, so the two
 * sides cannot drift apart. Field names (snake_case) are those of the API's JSON.
 */

import type { OrderShipment } from './marketplace';

/** Numeric flags the API answers as 1 or 0. */
export type Flag = 0 | 1;

/** ISO-8601 timestamp as the API sends it. */
export type Timestamp = string;

export interface User {
  id: number;
  name: string;
  email: string;
  email_verified_at: Timestamp | null;
  created_at: Timestamp;
  /** `operator` runs the back office. Optional: older API builds do not send it. */
  role?: 'shopper' | 'operator';
  /** The store the user owns (a vendor, suspended or not), else null; absent from older builds. */
  vendor_id?: number | null;
}

export interface LoginResult {
  token: string;
  user: User;
}

export interface SubCategory {
  id: number;
  parent_id: number;
  image: string | null;
  name_german: string;
  name_arabic: string;
  slug_german: string;
  slug_arabic: string;
}

export interface Category {
  id: number;
  image: string | null;
  name_german: string;
  name_arabic: string;
  slug_german: string;
  slug_arabic: string;
  sub_categories: SubCategory[];
}

export type AttributeType = 'color' | 'select' | 'pattern';

export interface VariantAttribute {
  attribute_id: number;
  type: AttributeType;
  /** Colour hex such as `#1e88e5`, or a size code such as `M`. */
  value: string;
  /** Attribute-type names, e.g. "Farbe" / "اللون". */
  type_values: { name_german: string; name_arabic: string };
  name_german: string;
  name_arabic: string;
}

export interface Variant {
  id: number;
  price: number;
  stock: number;
  is_out_of_stock: boolean;
  attributes: VariantAttribute[];
}

export interface ProductImage {
  id: number;
  /** Storage path, relative to the image storage base. */
  image: string;
  /** Absolute URL of the same image. */
  url: string;
  /** Colour hex this image shows, or null for all colours. */
  color: string | null;
  /**
   * Widths of the resized copies beside `image` (`<folder>/<width>.avif|webp|jpg`, the largest is
   * `image` itself), for vendor uploads; absent for pictures stored once (the seeded SVGs).
   */
  widths?: number[];
}

export interface CategoryNames {
  id: number;
  name_german: string;
  name_arabic: string;
}

export interface Product {
  id: number;
  name_german: string;
  name_arabic: string;
  description_german: string;
  description_arabic: string;
  category_id: number;
  category: CategoryNames;
  vendor_id: number;
  average_rating: number;
  reviews_count: number;
  min_price: number;
  images: ProductImage[];
  variants: Variant[];
  created_at: Timestamp;
}

/** A variant as list screens show it: price, stock and its colour and size codes. */
export interface VariantSummary {
  id: number;
  price: number;
  stock: number;
  is_out_of_stock: boolean;
  /** Colour hex such as `#1e88e5`, or null for a product without colours. */
  color: string | null;
  /** Size code such as `M` or `40` (its names are in the search `filters.sizes`), or null. */
  size: string | null;
}

/**
 * A product as list screens show it (store search, home groups): no descriptions, and variants
 * in short form. The product page loads the full `Product` from `GET /v1/products/{id}`.
 */
export interface ProductSummary {
  id: number;
  name_german: string;
  name_arabic: string;
  category_id: number;
  category: CategoryNames;
  vendor_id: number;
  average_rating: number;
  reviews_count: number;
  min_price: number;
  /** The dearest variant's price: above `min_price`, the tile says "from". */
  max_price: number;
  /** Whether any variant can be bought now; false: the tile says sold out. */
  in_stock: boolean;
  images: ProductImage[];
  variants: VariantSummary[];
  created_at: Timestamp;
}

export interface Vendor {
  id: number;
  store_logo: string | null;
  store_name_in_german: string;
  store_name_in_arabic: string;
  address: string;
}

export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
}

export interface FilterCategory {
  id: number;
  name_german: string;
  name_arabic: string;
  subcategories: { id: number; name_german: string; name_arabic: string }[];
}

export interface SortOption {
  key: SortKey;
  name_german: string;
  name_arabic: string;
}

export type SortKey = 'newest' | 'price_asc' | 'price_desc' | 'rating' | 'best_selling';

export interface SizeOption {
  value: string;
  name_german: string;
  name_arabic: string;
}

export interface SearchFilters {
  categories: FilterCategory[];
  /** Colour values: `#rrggbb` or `0xFFrrggbb`. */
  colors: string[];
  /** The same colours with their names, so a swatch can be named to the shopper. */
  color_options: SizeOption[];
  sizes: SizeOption[];
  price_range: { min: number; max: number };
  sort_options: SortOption[];
}

/** How many products one filter choice would give. */
export interface FacetCount<V> {
  value: V;
  count: number;
}

/**
 * For every choice of the sidebar (every category id, colour and size of `filters`), how many
 * products of the whole result set match it together with all OTHER active filters: a colour's
 * count keeps the category, size, price, text and seller filters but ignores the colours already
 * chosen, so choosing it adds to the selection. A parent category counts its children's products.
 * Choices that would give nothing are listed with 0.
 */
export interface SearchFacets {
  /**
   * True when a count was estimated from a sample (its set is larger than 10,000 products). The
   * API always sends it; optional so that answers recorded before it still type-check.
   */
  estimated?: boolean;
  categories: FacetCount<number>[];
  /** Colour values as in `filters.colors`. */
  colors: FacetCount<string>[];
  /** Size values as in `filters.sizes`. */
  sizes: FacetCount<string>[];
}

/** A search page: `total` is an estimate (rounded, from a sample) above 10,000 products. */
export interface SearchPage<T> extends Paginated<T> {
  /**
   * True when `total` (and so `last_page`) is estimated, not counted: show it as "about". The
   * API always sends it; optional so that answers recorded before it still type-check.
   */
  total_is_estimate?: boolean;
}

export interface ProductSearchResult {
  products: SearchPage<ProductSummary>;
  /**
   * The store's sidebar vocabulary. It does not depend on the query (the API caches it), and it
   * comes with every page, so a copied link to any page can draw the sidebar.
   */
  filters: SearchFilters;
  /** Counts of the sidebar's choices for this query. */
  facets: SearchFacets;
}

export interface HomeProductGroups {
  best_sellers: ProductSummary[];
  recently_added: ProductSummary[];
  for_you: ProductSummary[];
}

export interface CartVariantValue {
  variant_attribute: { id: number; type: AttributeType; name_german: string; name_arabic: string };
  value: string;
  name_german: string;
  name_arabic: string;
}

/** The seller of a cart item, with their store name in both languages. */
export interface CartVendor {
  id: number;
  store_name_in_german: string;
  store_name_in_arabic: string;
}

export interface CartItem {
  id: number;
  /** The product in list form; the chosen variant's names are in `product_variant`. */
  product: ProductSummary;
  /** Who sells the product, so a cart can group its items by seller. */
  vendor: CartVendor;
  product_variant: { id: number; price: number; stock: number; variant_values: CartVariantValue[] };
  quantity: number;
  /** Unit price decided by the server. */
  price: number;
  out_of_stock: boolean;
}

export interface WishlistItem {
  id: number;
  created_at: Timestamp;
  product: Product;
}

export type AddressType = 'home' | 'office';

export interface Country {
  id: number;
  /** The stored (German) name; older answers and order snapshots carry only this one. */
  name: string;
  /** ISO 3166-1 alpha-2 code, such as `DE` or `SA`; absent in order snapshots from before it. */
  code?: string | null;
  name_german?: string;
  name_arabic?: string;
  name_english?: string;
}

/** A country the address form offers (`GET /v1/countries`), with what its postcodes look like. */
export interface CountryOption {
  id: number;
  code: string;
  name_german: string;
  name_arabic: string;
  name_english: string;
  /** False where the country has no postcodes (the field may stay empty). */
  has_postal_code: boolean;
  /** A postcode of the country's format, shown as a hint ("12345"); null without postcodes. */
  postal_code_example: string | null;
}

export interface Address {
  id: number;
  title: string;
  /** Home or office; snapshots in orders placed before it was answered lack it. */
  type?: AddressType;
  country_id: number;
  country: Country;
  address: string;
  city: string | null;
  postal_code: string | null;
  phone_number: string;
  is_default: Flag;
}

export type DiscountType = 'percentage' | 'fixed';

export interface Coupon {
  code: string;
  discount_type: DiscountType;
  discount_amount: number;
  vendor_id: number | null;
}

export interface Wallet {
  balance: number;
}

/** `refund`: an order's wallet payment given back (a cancel), neither income nor a deposit. */
export const WALLET_TRANSACTION_TYPES = ['deposit', 'withdraw', 'order', 'refund'] as const;

export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** The `reference` of the deposit that opened a wallet (the credit it started with). */
export const OPENING_CREDIT_REFERENCE = 'opening-credit';

export interface WalletTransaction {
  id: number;
  type: WalletTransactionType;
  /** Always positive; the type says whether it came in or went out. */
  amount: number;
  /**
   * What the entry is about, for the screen to describe it in the shopper's language: the order
   * number of an `order` or `refund`, `opening-credit` for the opening deposit, else null.
   */
  reference: string | null;
  /** Legacy free text; screens describe an entry from `type` and `reference`. */
  description: string | null;
  created_at: Timestamp;
}

export interface ShippingPrices {
  /** Standard (normal) shipping. */
  price: number;
  /** Express (fast) shipping. */
  fast_price: number;
  /** Order value (items before the coupon) from which standard shipping is free. */
  free_shipping_threshold: number;
}

export type ShippingType = 'normal' | 'fast';

/** Every status an order can have, in the order an order goes through them. */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'returned',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type PaymentStatus = 'paid' | 'unpaid';

export interface OrderItem {
  id: number;
  unit_price: number;
  quantity: number;
  subtotal: number;
  product: Product;
  product_variant: CartItem['product_variant'];
}

export interface TrackingEvent {
  status: OrderStatus;
  description: string | null;
  location: string | null;
  created_at: Timestamp;
}

export interface Order {
  id: number;
  order_number: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  order_status: OrderStatus;
  payment_status: PaymentStatus;
  shipping_type: ShippingType;
  shipping_cost: number;
  /** Subtotal of the ordered items. */
  total_amount: number;
  price_after_discount: number;
  /** Coupon discount in euros (0 without coupon). Optional: added by shop-api, older answers lack it. */
  discount?: number;
  coupon_code: string | null;
  wallet_usage: number;
  final_price: number;
  address: Address;
  items: OrderItem[];
  tracking_number: string | null;
  tracking_carrier: string | null;
  tracking_history: TrackingEvent[];
  /** One per vendor of the order; absent in answers of API versions before the seller center. */
  shipments?: OrderShipment[];
}

export type DeviceKind = 'web session' | 'API Token';

export interface DeviceInfo {
  device_type: string;
  browser: string;
  os: string;
}

export interface Device {
  id: number;
  type: DeviceKind;
  is_current: boolean;
  device_info: DeviceInfo;
  last_activity: Timestamp;
  created_at: Timestamp;
  last_used: Timestamp | null;
}

export interface Devices {
  total_devices: number;
  web_sessions: number;
  api_tokens: number;
  current_device: DeviceInfo;
  all_devices: Device[];
}

export interface Profile {
  user: User;
  devices: Devices;
}

export interface Review {
  id: number;
  product_id: number;
  user: { name: string };
  rating: number;
  review: string;
  created_at: Timestamp;
  /** The reviewer ordered this product (an order that was not cancelled). */
  verified_purchase: boolean;
}

export type StoreType = 'retail' | 'wholesale' | 'manufacturing' | 'service' | 'online';

export const STORE_TYPES: readonly StoreType[] = [
  'retail',
  'wholesale',
  'manufacturing',
  'service',
  'online',
];

export interface VendorApplication {
  id: number;
  store_name_in_arabic: string;
  store_name_in_german: string;
  store_logo: string;
  address: string;
  phone: string;
  store_type: StoreType;
  status: 'under_review' | 'approved' | 'rejected';
  /** Why the operator rejected it, shown to the applicant; null otherwise. */
  rejection_reason?: string | null;
  created_at: Timestamp;
}
