/**
 * Entities of the shop's REST API. The API server and every remote use these types, so the two
 * sides cannot drift apart. Field names (snake_case) are those of the API's JSON.
 */

import type { Static } from 'typebox';
import type * as accounts from './schema/accounts';
import type * as addresses from './schema/addresses';
import type * as schema from './schema/catalog';
import type * as checkout from './schema/checkout';
import type * as orders from './schema/orders';
import type * as search from './schema/search';
import type * as seller from './schema/seller-orders';
import type * as shopping from './schema/shopping';

/** Numeric flags the API answers as 1 or 0. */
export type Flag = 0 | 1;

/** ISO-8601 timestamp as the API sends it. */
export type Timestamp = string;

export type User = Static<typeof accounts.user>;

export type LoginResult = Static<typeof accounts.loginResult>;

export type SubCategory = Static<typeof schema.subCategory>;

export type Category = Static<typeof schema.category>;

export type AttributeType = Static<typeof schema.attributeType>;

export type VariantAttribute = Static<typeof schema.variantAttribute>;

export type Variant = Static<typeof schema.variant>;

export type ProductImage = Static<typeof schema.productImage>;

export type CategoryNames = Static<typeof schema.categoryNames>;

export type Product = Static<typeof schema.product>;

export type VariantSummary = Static<typeof schema.variantSummary>;

/** A product as list screens show it; the product page loads the full `Product`. */
export type ProductSummary = Static<typeof schema.productSummary>;

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

export type FilterCategory = SearchFilters['categories'][number];

export type SortOption = SearchFilters['sort_options'][number];

export type SortKey = Static<typeof search.sortKey>;

export type SizeOption = SearchFilters['sizes'][number];

export type SearchFilters = Static<typeof search.searchFilters>;

/** How many products one filter choice would give. */
export interface FacetCount<V> {
  value: V;
  count: number;
}

/** For every choice of the sidebar, how many products match it with all OTHER active filters. */
export type SearchFacets = Static<typeof search.searchFacets>;

/** A search page: `total` is an estimate (rounded, from a sample) above 10,000 products. */
export interface SearchPage<T> extends Paginated<T> {
  /**
   * True when `total` (and so `last_page`) is estimated, not counted: show it as "about". The
   * API always sends it; optional so that answers recorded before it still type-check.
   */
  total_is_estimate?: boolean;
}

export type ProductSearchResult = Static<typeof search.productSearchResult>;

export type HomeProductGroups = Static<typeof schema.homeProductGroups>;

export type CartVariantValue = Static<typeof shopping.cartVariantValue>;

/** The seller of a cart item, with their store name in both languages. */
export type CartVendor = Static<typeof shopping.cartVendor>;

export type CartItem = Static<typeof shopping.cartItem>;

export type WishlistItem = Static<typeof shopping.wishlistItem>;

export type AddressType = Static<typeof addresses.addressType>;

export type Country = Static<typeof addresses.country>;

/** A country the address form offers (`GET /v1/countries`), with what its postcodes look like. */
export type CountryOption = Static<typeof addresses.countryOption>;

export type Address = Static<typeof addresses.address>;

export type DiscountType = Static<typeof checkout.discountType>;

export type Coupon = Static<typeof checkout.coupon>;

export type Wallet = Static<typeof checkout.wallet>;

/** `refund`: an order's wallet payment given back (a cancel), neither income nor a deposit. */
export const WALLET_TRANSACTION_TYPES = ['deposit', 'withdraw', 'order', 'refund'] as const;

export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** The `reference` of the deposit that opened a wallet (the credit it started with). */
export const OPENING_CREDIT_REFERENCE = 'opening-credit';

export type WalletTransaction = Static<typeof checkout.walletTransaction>;

export type ShippingPrices = Static<typeof checkout.shippingPrices>;

export type ShippingType = Static<typeof checkout.shippingType>;

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

export type PaymentStatus = Order['payment_status'];

export type OrderItem = Static<typeof orders.orderItem>;

export type TrackingEvent = Static<typeof orders.trackingEvent>;

export type Order = Static<typeof orders.order>;

export type DeviceKind = Static<typeof accounts.deviceKind>;

export type DeviceInfo = Static<typeof accounts.deviceInfo>;

export type Device = Static<typeof accounts.device>;

export type Devices = Static<typeof accounts.devices>;

export type Profile = Static<typeof accounts.profile>;

/** `verified_purchase`: the reviewer ordered this product (an order that was not cancelled). */
export type Review = Static<typeof schema.review>;

export const STORE_TYPES = ['retail', 'wholesale', 'manufacturing', 'service', 'online'] as const;

export type StoreType = (typeof STORE_TYPES)[number];

export type VendorApplication = Static<typeof seller.vendorApplication>;
