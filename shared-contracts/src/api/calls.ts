/**
 * Request and answer types of every call of the shop API, keyed by "METHOD path". The API server
 * declares its routes against this map and the remotes call through it.
 */

import type { Static } from 'typebox';
import type { CheckoutQuote, CheckoutQuoteBody } from './checkout-quote';
import type {
  Coupon,
  LoginResult,
  Order,
  OrderStatus,
  Paginated,
  Profile,
  Review,
  ShippingPrices,
  ShippingType,
  StoreType,
  User,
  VendorApplication,
  Wallet,
  WalletTransaction,
} from './entities';
import type { MarketplaceCalls } from './marketplace';
import type { ReviewPage, ReviewsBody } from './product-details';
import type * as addresses from './schema/addresses';
import type { ContractCalls } from './schema/contract';
import type * as search from './schema/search';
import type * as shopping from './schema/shopping';
import type { ShopSettings } from './shipping-rule';

export interface LoginBody {
  email: string;
  password: string;
  /** Long-lived token when true, short-lived otherwise. */
  remember_me?: boolean;
}

export interface RegisterBody {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** The language the shopper sees (du, ar, en), for the verification mail. */
  lang?: string;
}

export interface ProfileUpdateBody {
  name?: string;
  email?: string;
  current_password?: string;
  password?: string;
  password_confirmation?: string;
}

export interface ProfileUpdateResult {
  user: User;
  email_verification_needed: boolean;
}

export type ProductSearchQuery = Static<typeof search.productSearchQuery>;

export interface AddReviewBody {
  product_id: number;
  review: string;
  rating: number;
}

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

export interface RevokedDevices {
  /** How many sessions were signed out. */
  revoked: number;
}

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

export interface ForgotPasswordBody {
  email: string;
  lang?: string;
}

export interface ResetPasswordBody {
  token: string;
  password: string;
  password_confirmation: string;
  lang?: string;
}

/**
 * Every call: its body or query, and the type of `data` in its success envelope. The converted
 * calls come from the schemas of `schema/contract.ts`; the others are still written here.
 */
export interface ApiCalls extends MarketplaceCalls, ContractCalls {
  'POST /v1/login': { body: LoginBody; data: LoginResult };
  'POST /v1/logout': { body: undefined; data: null };
  'POST /v1/register': { body: RegisterBody; data: { user: User } };
  /** `lang` (du, ar, en): the language the shopper sees, for the mailed link. */
  'POST /v1/forgot-password': { body: ForgotPasswordBody; data: null };
  /** Sets a new password with a mailed token and signs out every session of the account. */
  'POST /v1/reset-password': { body: ResetPasswordBody; data: null };
  /** Marks the e-mail of the mailed verification token as verified. */
  'POST /v1/verify-email': { body: { token: string }; data: null };
  'GET /v1/profile': { body: undefined; data: Profile };
  'POST /v1/profile/update': { body: ProfileUpdateBody; data: ProfileUpdateResult };
  'DELETE /v1/profile/devices/{id}': { body: undefined; data: null };
  /** Signs out every session of the shopper except the one making the call. */
  'POST /v1/profile/devices/revoke-others': { body: undefined; data: RevokedDevices };
  /** The shopper's latest vendor application, or null when they never applied. */
  'GET /v1/profile/vendor-application': { body: undefined; data: VendorApplication | null };
  'POST /v1/vendors': { body: FormData; data: VendorApplication };
  'POST /v1/products/reviews': { body: ReviewsBody; data: ReviewPage };
  'POST /v1/products/add-review': { body: AddReviewBody; data: { data: Review } };
  /** The signed-in shopper's own review of the product, or null when they have not written one. */
  'POST /v1/products/my-review': { body: { product_id: number }; data: Review | null };
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
