/**
 * Request and answer types of every call of the shop API, keyed by "METHOD path". The API server
 * declares its routes against this map and the remotes call through it.
 */

import type { CheckoutQuote, CheckoutQuoteBody } from './checkout-quote';
import type {
  Address,
  AddressType,
  CartItem,
  Category,
  CountryOption,
  Coupon,
  HomeProductGroups,
  LoginResult,
  Order,
  OrderStatus,
  Paginated,
  Product,
  ProductSearchResult,
  Profile,
  Review,
  ShippingPrices,
  ShippingType,
  SortKey,
  StoreType,
  User,
  VendorApplication,
  Wallet,
  WalletTransaction,
  WishlistItem,
} from './entities';
import type { MarketplaceCalls } from './marketplace';
import type { ReviewPage, ReviewsBody, VendorProfile } from './product-details';
import type { SearchHints, SearchHintsQuery } from './search-hints';
import type { ShopSettings } from './shipping-rule';
import type { SearchSuggestions, SuggestQuery } from './suggest';

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

export interface ProductSearchQuery {
  category_id?: number;
  /** One seller's products (the product page's seller card links to them). */
  vendor_id?: number;
  color?: string[];
  size?: string[];
  price_from?: number;
  price_to?: number;
  /** 1: only products with a variant in stock (a colour or size filter implies it already). */
  in_stock?: 0 | 1;
  /** Without it: by relevance when `q` is given, else newest. */
  sort_by?: SortKey;
  page?: number;
  per_page?: number;
  /** Text search over German and Arabic names, forgiving typos, case, umlauts and diacritics. */
  q?: string;
}

export interface AddReviewBody {
  product_id: number;
  review: string;
  rating: number;
}

export interface AddToCartBody {
  product_id: number;
  product_variant_id: number;
  quantity: number;
}

export interface AddToWishlistBody {
  product_id: number;
  product_variant_id?: number;
  quantity?: number;
}

export interface AddressBody {
  title: string;
  type?: AddressType;
  country_id: number;
  address: string;
  phone_number: string;
  postal_code?: string | null;
  city?: string | null;
  is_default?: boolean | 0 | 1;
}

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

/** Every call: its body or query, and the type of `data` in its success envelope. */
export interface ApiCalls extends MarketplaceCalls {
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
  'GET /v1/categories': { body: undefined; data: Category[] };
  'GET /v1/products': { body: undefined; data: HomeProductGroups };
  'GET /v1/products/search': {
    query: ProductSearchQuery;
    body: undefined;
    data: ProductSearchResult;
  };
  'GET /v1/products/suggest': { query: SuggestQuery; body: undefined; data: SearchSuggestions };
  /** "Did you mean" and the nearest categories for a search that found nothing. */
  'GET /v1/products/search-hints': { query: SearchHintsQuery; body: undefined; data: SearchHints };
  'GET /v1/products/{id}': { body: undefined; data: Product };
  'GET /v1/vendors/{id}': { body: undefined; data: VendorProfile };
  'POST /v1/vendors': { body: FormData; data: VendorApplication };
  'POST /v1/products/reviews': { body: ReviewsBody; data: ReviewPage };
  'POST /v1/products/add-review': { body: AddReviewBody; data: { data: Review } };
  /** The signed-in shopper's own review of the product, or null when they have not written one. */
  'POST /v1/products/my-review': { body: { product_id: number }; data: Review | null };
  'GET /v1/cart': { body: undefined; data: CartItem[] };
  'POST /v1/cart': { body: AddToCartBody; data: CartItem };
  'PUT /v1/cart/{id}': { body: { quantity: number }; data: CartItem };
  'DELETE /v1/cart/{id}': { body: undefined; data: null };
  'GET /v1/clear/cart': { body: undefined; data: null };
  'GET /v1/wishlist': { body: undefined; data: WishlistItem[] };
  'POST /v1/wishlist': { body: AddToWishlistBody; data: WishlistItem };
  'DELETE /v1/wishlist/{id}': { body: undefined; data: null };
  'GET /v1/clear/clear': { body: undefined; data: null };
  'GET /v1/countries': { body: undefined; data: CountryOption[] };
  'GET /v1/address': { body: undefined; data: Address[] };
  'POST /v1/address': { body: AddressBody; data: Address };
  'PUT /v1/address/{id}': { body: AddressBody; data: Address };
  'DELETE /v1/address/{id}': { body: undefined; data: null };
  'POST /v1/address/{id}/set-default': { body: undefined; data: Address };
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
