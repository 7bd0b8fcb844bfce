/**
 * Request and answer types of every call of the shop API, keyed by "METHOD path", all derived
 * from the contract's schemas, and the names the remotes import for them. The API answers with
 * `answer(key, data)` against this map and the remotes call through it.
 */

import type { Static } from 'typebox';
import type * as accounts from './schema/accounts';
import type * as addresses from './schema/addresses';
import type * as checkout from './schema/checkout';
import type { ContractCalls } from './schema/contract';
import type * as orders from './schema/orders';
import type * as reviews from './schema/reviews';
import type * as search from './schema/search';
import type * as shopping from './schema/shopping';

export type LoginBody = Static<typeof accounts.loginBody>;

export type RegisterBody = Static<typeof accounts.registerBody>;

export type ProfileUpdateBody = Static<typeof accounts.profileUpdateBody>;

export type ProfileUpdateResult = Static<typeof accounts.profileUpdateResult>;

export type ProductSearchQuery = Static<typeof search.productSearchQuery>;

export type AddReviewBody = Static<typeof reviews.addReviewBody>;

export type AddToCartBody = Static<typeof shopping.addToCartBody>;

export type AddToWishlistBody = Static<typeof shopping.addToWishlistBody>;

export type AddressBody = Static<typeof addresses.addressBody>;

/** The coupon (empty for none) and the wallet choice are optional: the server defaults them. */
export type PlaceOrderBody = Static<typeof checkout.placeOrderBody>;

export type RevokedDevices = Static<typeof accounts.revokedDevices>;

/** The shopper's orders, newest first, narrowed on the server. */
export type OrdersQuery = Static<typeof orders.ordersQuery>;

export type ForgotPasswordBody = Static<typeof accounts.forgotPasswordBody>;

export type ResetPasswordBody = Static<typeof accounts.resetPasswordBody>;

/**
 * Every call: its body or query, and the type of `data` in its success envelope, all derived
 * from the schemas of `schema/contract.ts` (the ones the API validates and serialises with).
 */
export interface ApiCalls extends ContractCalls {}

export type ApiCallKey = keyof ApiCalls;
export type ApiData<K extends ApiCallKey> = ApiCalls[K]['data'];
export type ApiBody<K extends ApiCallKey> = ApiCalls[K]['body'];
