/**
 * Request and answer types of every call of the shop API, keyed by "METHOD path". The API server
 * declares its routes against this map and the remotes call through it.
 */

import type { Static } from 'typebox';
import type { CheckoutQuote, CheckoutQuoteBody } from './checkout-quote';
import type {
  Coupon,
  Order,
  OrderStatus,
  Paginated,
  ShippingPrices,
  ShippingType,
  StoreType,
  VendorApplication,
  Wallet,
  WalletTransaction,
} from './entities';
import type { MarketplaceCalls } from './marketplace';
import type * as accounts from './schema/accounts';
import type * as addresses from './schema/addresses';
import type { ContractCalls } from './schema/contract';
import type * as reviews from './schema/reviews';
import type * as search from './schema/search';
import type * as shopping from './schema/shopping';
import type { ShopSettings } from './shipping-rule';

export type LoginBody = Static<typeof accounts.loginBody>;

export type RegisterBody = Static<typeof accounts.registerBody>;

export type ProfileUpdateBody = Static<typeof accounts.profileUpdateBody>;

export type ProfileUpdateResult = Static<typeof accounts.profileUpdateResult>;

export type ProductSearchQuery = Static<typeof search.productSearchQuery>;

export type AddReviewBody = Static<typeof reviews.addReviewBody>;

export type AddToCartBody = Static<typeof shopping.addToCartBody>;

export type AddToWishlistBody = Static<typeof shopping.addToWishlistBody>;

export type AddressBody = Static<typeof addresses.addressBody>;

export interface PlaceOrderBody {
  address_id: number;
  shipping_type: ShippingType;
  /** Coupon code, or empty for none. */
  coupon: string;
  wallet: boolean;
}

export interface VendorApplicationFields {
  store_name_in_arabic: string;
  store_name_in_german: string;
  address: string;
  phone: string;
  store_type: StoreType;
  // store_logo and store_id travel as multipart files.
}

export type RevokedDevices = Static<typeof accounts.revokedDevices>;

export interface PageQuery {
  page?: number;
  per_page?: number;
}

/** The shopper's orders, newest first, narrowed on the server. */
export interface OrdersQuery extends PageQuery {
  /** Part of an order number or of an ordered product's German or Arabic name. */
  q?: string;
  status?: OrderStatus;
}

export type ForgotPasswordBody = Static<typeof accounts.forgotPasswordBody>;

export type ResetPasswordBody = Static<typeof accounts.resetPasswordBody>;

/**
 * Every call: its body or query, and the type of `data` in its success envelope. The converted
 * calls come from the schemas of `schema/contract.ts`; the others are still written here.
 */
export interface ApiCalls extends MarketplaceCalls, ContractCalls {
  /** The shopper's latest vendor application, or null when they never applied. */
  'GET /v1/profile/vendor-application': { body: undefined; data: VendorApplication | null };
  'POST /v1/vendors': { body: FormData; data: VendorApplication };
  'POST /v1/get-coupon': { body: { code: string }; data: Coupon };
  'POST /v1/place-order': { body: PlaceOrderBody; data: Order };
  'POST /v1/checkout/quote': { body: CheckoutQuoteBody; data: CheckoutQuote };
  'GET /v1/wallet': { body: undefined; data: Wallet };
  'GET /v1/get-wallet-transactions': { body: undefined; data: WalletTransaction[] };
  'GET /v1/get-prices': { body: undefined; data: ShippingPrices };
  /** Configuration the screens show (the free-shipping threshold); no database read. */
  'GET /v1/shop-settings': { body: undefined; data: ShopSettings };
  'GET /v1/orders': { query: OrdersQuery; body: undefined; data: Paginated<Order> };
  'GET /v1/orders/{id}': { body: undefined; data: Order };
  /** Cancels a pending or processing order: stock, coupon use and wallet credit come back. */
  'POST /v1/orders/{id}/cancel': { body: undefined; data: Order };
}

export type ApiCallKey = keyof ApiCalls;
export type ApiData<K extends ApiCallKey> = ApiCalls[K]['data'];
export type ApiBody<K extends ApiCallKey> = ApiCalls[K]['body'];
