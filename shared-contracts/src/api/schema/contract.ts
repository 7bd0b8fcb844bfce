/**
 * The converted calls of the shop API, keyed by "METHOD path" as in `ApiCalls`: the schemas the
 * server validates and serialises with, and from which `ApiCalls` derives the client's types.
 * `data` is the schema of the success envelope's `data`; the envelope, the failure answers and
 * the status code (`status`, 200 unless given) are the same for every call and added by the API.
 */
import { type Static, type TSchema, Type } from 'typebox';
import * as accounts from './accounts';
import { address, addressBody, countryOption } from './addresses';
import { category, homeProductGroups, product, vendorProfile } from './catalog';
import * as checkout from './checkout';
import * as operator from './operator';
import * as orders from './orders';
import { idParams, paginated } from './primitives';
import * as reviews from './reviews';
import {
  productSearchQuery,
  productSearchResult,
  searchHints,
  searchSuggestions,
  textQuery,
} from './search';
import * as coupons from './seller-coupons';
import * as seller from './seller-orders';
import * as products from './seller-products';
import {
  addToCartBody,
  addToWishlistBody,
  cartItem,
  cartQuantityBody,
  wishlistItem,
} from './shopping';

export interface CallSchema {
  params?: TSchema;
  /** Request headers the call reads (documented; the API validates them). */
  headers?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  data: TSchema;
  /** Several codes when the call answers either (a review: 201 added, 200 replaced). */
  status?: 200 | 201 | 204 | 303 | readonly (200 | 201)[];
  /**
   * Set when the answer is not the JSON envelope: a redirect, no body at all (`empty`, a 204), or
   * a file of this media type. The
   * route then declares no success schema (only the failure answers), and `data` is only the
   * client's type of what it receives (a `Blob`, a text).
   */
  raw?: 'redirect' | 'text/csv' | 'file' | 'empty';
  /**
   * The body is multipart/form-data, read part by part by the route (files are streamed, never
   * held whole), so it has no JSON schema: the client sends a `FormData`.
   */
  multipart?: true;
}

export const apiContract = {
  'GET /v1/categories': { data: Type.Array(category) },
  'GET /v1/products': { data: homeProductGroups },
  'GET /v1/products/search': { querystring: productSearchQuery, data: productSearchResult },
  'GET /v1/products/suggest': { querystring: textQuery, data: searchSuggestions },
  'GET /v1/products/search-hints': { querystring: textQuery, data: searchHints },
  'GET /v1/products/{id}': { params: idParams, data: product },
  'GET /v1/vendors/{id}': { params: idParams, data: vendorProfile },
  'GET /v1/cart': { data: Type.Array(cartItem) },
  'POST /v1/cart': { body: addToCartBody, data: cartItem },
  'PUT /v1/cart/{id}': { params: idParams, body: cartQuantityBody, data: cartItem },
  'DELETE /v1/cart/{id}': { params: idParams, data: Type.Null() },
  /** Empties the cart; Bearer only (a GET must not act on a cookie): use `DELETE /v1/cart`. */
  'GET /v1/clear/cart': { data: Type.Null() },
  /** Empties the cart of the shopper or of the visitor. */
  'DELETE /v1/cart': { data: Type.Null() },
  'GET /v1/wishlist': { data: Type.Array(wishlistItem) },
  'POST /v1/wishlist': { body: addToWishlistBody, data: wishlistItem },
  'DELETE /v1/wishlist/{id}': { params: idParams, data: Type.Null() },
  /**
   * Empties the wishlist (the path is the API's historical name); Bearer only (a GET must not
   * act on a cookie): use `DELETE /v1/wishlist`.
   */
  'GET /v1/clear/clear': { data: Type.Null() },
  /** Empties the wishlist. */
  'DELETE /v1/wishlist': { data: Type.Null() },
  'GET /v1/countries': { data: Type.Array(countryOption) },
  'GET /v1/address': { data: Type.Array(address) },
  'POST /v1/address': { body: addressBody, data: address, status: 201 },
  'PUT /v1/address/{id}': { params: idParams, body: addressBody, data: address },
  'DELETE /v1/address/{id}': { params: idParams, data: Type.Null() },
  'POST /v1/address/{id}/set-default': { params: idParams, data: address },
  'POST /v1/login': { body: accounts.loginBody, data: accounts.loginResult },
  /**
   * The same answer whether the address is new or has an account (the owner gets a mail
   * instead), so a sign-up does not tell who has an account.
   */
  'POST /v1/register': { body: accounts.registerBody, data: Type.Null(), status: 201 },
  /** Revokes the session and clears the session cookie. */
  'POST /v1/logout': { data: Type.Null() },
  /**
   * Bearer only: sets the session cookie for the bearer token's own session (the browser's move
   * from stored tokens to the cookie), persistent when it is a remember-me session. 204.
   */
  'POST /v1/session/cookie': { data: Type.Null(), status: 204, raw: 'empty' },
  /** Mails a reset link when the address has an account; the answer is the same either way. */
  'POST /v1/forgot-password': { body: accounts.forgotPasswordBody, data: Type.Null() },
  /** Sets a new password with a mailed token and signs out every session of the account. */
  'POST /v1/reset-password': { body: accounts.resetPasswordBody, data: Type.Null() },
  /** The mailed link: verifies, then redirects (303) to the shop's sign-in page. */
  'GET /v1/verify-email': {
    querystring: accounts.tokenBody,
    data: Type.Null(),
    status: 303,
    raw: 'redirect',
  },
  /** Marks the e-mail of the mailed verification token as verified. */
  'POST /v1/verify-email': { body: accounts.tokenBody, data: Type.Null() },
  'GET /v1/profile': { data: accounts.profile },
  'POST /v1/profile/update': {
    body: accounts.profileUpdateBody,
    data: accounts.profileUpdateResult,
  },
  'DELETE /v1/profile/devices/{id}': { params: idParams, data: Type.Null() },
  /** Signs out every session of the shopper except the one making the call. */
  'POST /v1/profile/devices/revoke-others': { data: accounts.revokedDevices },
  'POST /v1/products/reviews': { body: reviews.reviewsBody, data: reviews.reviewPage },
  /** One review per shopper and product: 201 when added, 200 when it replaced theirs. */
  'POST /v1/products/add-review': {
    body: reviews.addReviewBody,
    data: reviews.savedReview,
    status: [201, 200],
  },
  /** The signed-in shopper's own review of the product, or null when they have not written one. */
  'POST /v1/products/my-review': { body: reviews.productIdBody, data: reviews.ownReview },
  'GET /v1/wallet': { data: checkout.wallet },
  /** Newest first, at most 500. */
  'GET /v1/get-wallet-transactions': { data: Type.Array(checkout.walletTransaction) },
  'GET /v1/get-prices': { data: checkout.shippingPrices },
  /** Configuration the screens show (the free-shipping threshold); no database read. */
  'GET /v1/shop-settings': { data: checkout.shopSettings },
  'POST /v1/get-coupon': { body: checkout.couponBody, data: checkout.coupon },
  'POST /v1/checkout/quote': { body: checkout.checkoutQuoteBody, data: checkout.checkoutQuote },
  'POST /v1/place-order': {
    headers: checkout.idempotencyHeaders,
    body: checkout.placeOrderBody,
    data: orders.order,
    status: 201,
  },
  'GET /v1/orders': { querystring: orders.ordersQuery, data: paginated(orders.order) },
  'GET /v1/orders/{id}': { params: idParams, data: orders.order },
  /** Cancels a pending or processing order: stock, coupon use and wallet credit come back. */
  'POST /v1/orders/{id}/cancel': { params: idParams, data: orders.order },
  /** 422 `not_returnable` when the shipment is not delivered or its window has passed. */
  'POST /v1/orders/{id}/shipments/{shipmentId}/returns': {
    params: seller.orderShipmentParams,
    body: seller.returnRequestBody,
    data: orders.shipmentReturn,
    status: 201,
  },
  /** The shopper's latest vendor application, or null when they never applied. */
  'GET /v1/profile/vendor-application': {
    data: Type.Union([seller.vendorApplication, Type.Null()]),
  },
  /** Text parts first, then `store_logo` and `store_id`. */
  'POST /v1/vendors': { multipart: true, data: seller.vendorApplication, status: 201 },
  'GET /v1/seller/dashboard': { data: seller.sellerDashboard },
  'GET /v1/seller/shipments': {
    querystring: seller.sellerShipmentsQuery,
    data: paginated(seller.sellerShipment),
  },
  'POST /v1/seller/shipments/{id}/accept': { params: idParams, data: seller.sellerShipment },
  'POST /v1/seller/shipments/{id}/ship': {
    params: idParams,
    body: seller.shipBody,
    data: seller.sellerShipment,
  },
  'POST /v1/seller/shipments/{id}/deliver': { params: idParams, data: seller.sellerShipment },
  /** Stock, the coupon's share and the wallet's share come back exactly once. */
  'POST /v1/seller/shipments/{id}/cancel': {
    params: idParams,
    body: seller.reasonBody,
    data: seller.sellerShipment,
  },
  'GET /v1/seller/returns': {
    querystring: seller.sellerReturnsQuery,
    data: paginated(orders.shipmentReturn),
  },
  /** Refund to the shopper's wallet and stock back, exactly once; mailed to the shopper. */
  'POST /v1/seller/returns/{id}/accept': { params: idParams, data: orders.shipmentReturn },
  /** Mailed to the shopper with the reason. */
  'POST /v1/seller/returns/{id}/refuse': {
    params: idParams,
    body: seller.reasonBody,
    data: orders.shipmentReturn,
  },
  /** The last 12 months, newest first (months without anything included, as zeros). */
  'GET /v1/seller/statements': { data: Type.Array(seller.statementMonth) },
  'GET /v1/seller/statements/{month}': { params: seller.monthParams, data: seller.statement },
  /** The same month as CSV (`text/csv; charset=utf-8`, a download with a file name). */
  'GET /v1/seller/statements/{month}/csv': {
    params: seller.monthParams,
    querystring: seller.statementCsvQuery,
    data: Type.Unsafe<Blob>({}),
    raw: 'text/csv',
  },
  /** The signed-in vendor's store (403 `not_a_vendor` for anyone else). */
  'GET /v1/seller/me': { data: products.sellerStore },
  'PUT /v1/seller/store': { body: products.sellerStoreBody, data: products.sellerStore },
  'GET /v1/seller/options': { data: products.sellerOptions },
  'GET /v1/seller/products': {
    querystring: products.sellerProductsQuery,
    data: paginated(products.sellerProductSummary),
  },
  'GET /v1/seller/products/{id}': { params: idParams, data: products.sellerProduct },
  /** Created as a draft. */
  'POST /v1/seller/products': {
    body: products.sellerProductBody,
    data: products.sellerProduct,
    status: 201,
  },
  'PUT /v1/seller/products/{id}': {
    params: idParams,
    body: products.sellerProductBody,
    data: products.sellerProduct,
  },
  /** 422 `not_publishable` without a picture or without stock in any variant. */
  'POST /v1/seller/products/{id}/publish': { params: idParams, data: products.sellerProduct },
  'POST /v1/seller/products/{id}/unpublish': { params: idParams, data: products.sellerProduct },
  /** Multipart, one part `image` (JPEG, PNG, WebP or AVIF up to `imageBytesMax`). */
  'POST /v1/seller/products/{id}/images': {
    params: idParams,
    multipart: true,
    data: products.sellerProductImage,
    status: 201,
  },
  'DELETE /v1/seller/products/{id}/images/{imageId}': {
    params: products.pictureParams,
    data: Type.Null(),
  },
  /** Every picture of the product once, in the new order; the first is the one tiles show. */
  'PUT /v1/seller/products/{id}/images/order': {
    params: idParams,
    body: products.pictureOrderBody,
    data: Type.Array(products.sellerProductImage),
  },
  'GET /v1/seller/coupons': {
    querystring: coupons.sellerCouponsQuery,
    data: paginated(coupons.sellerCoupon),
  },
  /**
   * 422 with a code per field; 409 `code_taken` when another coupon has the code. The body is
   * the loose schema: the form's `SellerCouponInput` is narrower (decision 0014).
   */
  'POST /v1/seller/coupons': {
    body: coupons.sellerCouponBody,
    data: coupons.sellerCoupon,
    status: 201,
  },
  'PUT /v1/seller/coupons/{id}': {
    params: idParams,
    body: coupons.sellerCouponBody,
    data: coupons.sellerCoupon,
  },
  /** A used coupon is ended (`ends_at` now), not deleted, so orders keep their code. */
  'DELETE /v1/seller/coupons/{id}': { params: idParams, data: Type.Null() },
  'GET /v1/operator/vendor-applications': {
    querystring: operator.operatorApplicationsQuery,
    data: paginated(operator.operatorApplication),
  },
  /** One application (operator only); 404 for an unknown id. */
  'GET /v1/operator/vendor-applications/{id}': {
    params: idParams,
    data: operator.operatorApplication,
  },
  /** The uploaded file itself (private: operator only). */
  'GET /v1/operator/vendor-applications/{id}/files/{kind}': {
    params: operator.applicationFileParams,
    data: Type.Unsafe<Blob>({}),
    raw: 'file',
  },
  'POST /v1/operator/vendor-applications/{id}/approve': {
    params: idParams,
    data: operator.operatorApplication,
  },
  'POST /v1/operator/vendor-applications/{id}/reject': {
    params: idParams,
    body: operator.operatorReasonBody,
    data: operator.operatorApplication,
  },
  'GET /v1/operator/vendors': {
    querystring: operator.operatorVendorsQuery,
    data: paginated(operator.operatorVendor),
  },
  'POST /v1/operator/vendors/{id}/suspend': {
    params: idParams,
    body: operator.operatorReasonBody,
    data: operator.operatorVendor,
  },
  'POST /v1/operator/vendors/{id}/reinstate': { params: idParams, data: operator.operatorVendor },
  'POST /v1/operator/reviews/{id}/hide': {
    params: idParams,
    body: operator.operatorReasonBody,
    data: operator.hiddenReview,
  },
} as const satisfies Record<string, CallSchema>;

export type ApiContract = typeof apiContract;
export type ContractKey = keyof ApiContract;

type StaticOf<C, F extends string, Else> = C extends { [K in F]: infer S extends TSchema }
  ? Static<S>
  : Else;

/** `ApiCalls`' entry of one converted call: its body, query and `data` types, from the schema. */
export type CallTypes<C extends CallSchema> = {
  body: C extends { multipart: true } ? FormData : StaticOf<C, 'body', undefined>;
  data: Static<C['data']>;
} & (C extends { querystring: infer Q extends TSchema } ? { query: Static<Q> } : unknown);

export type ContractCalls = { [K in ContractKey]: CallTypes<(typeof apiContract)[K]> };
