/**
 * The converted calls of the shop API, keyed by "METHOD path" as in `ApiCalls`: the schemas the
 * server validates and serialises with, and from which `ApiCalls` derives the client's types.
 * `data` is the schema of the success envelope's `data`; the envelope, the failure answers and
 * the status code (`status`, 200 unless given) are the same for every call and added by the API.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { address, addressBody, countryOption } from './addresses';
import { category, homeProductGroups, product, vendorProfile } from './catalog';
import { idParams } from './primitives';
import {
  productSearchQuery,
  productSearchResult,
  searchHints,
  searchSuggestions,
  textQuery,
} from './search';
import {
  addToCartBody,
  addToWishlistBody,
  cartItem,
  cartQuantityBody,
  wishlistItem,
} from './shopping';

export interface CallSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  data: TSchema;
  status?: 200 | 201;
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
  'GET /v1/clear/cart': { data: Type.Null() },
  'GET /v1/wishlist': { data: Type.Array(wishlistItem) },
  'POST /v1/wishlist': { body: addToWishlistBody, data: wishlistItem },
  'DELETE /v1/wishlist/{id}': { params: idParams, data: Type.Null() },
  /** Empties the wishlist (the path is the API's historical name). */
  'GET /v1/clear/clear': { data: Type.Null() },
  'GET /v1/countries': { data: Type.Array(countryOption) },
  'GET /v1/address': { data: Type.Array(address) },
  'POST /v1/address': { body: addressBody, data: address, status: 201 },
  'PUT /v1/address/{id}': { params: idParams, body: addressBody, data: address },
  'DELETE /v1/address/{id}': { params: idParams, data: Type.Null() },
  'POST /v1/address/{id}/set-default': { params: idParams, data: address },
} as const satisfies Record<string, CallSchema>;

export type ApiContract = typeof apiContract;
export type ContractKey = keyof ApiContract;

type StaticOf<C, F extends string, Else> = C extends { [K in F]: infer S extends TSchema }
  ? Static<S>
  : Else;

/** `ApiCalls`' entry of one converted call: its body, query and `data` types, from the schema. */
export type CallTypes<C extends CallSchema> = {
  body: StaticOf<C, 'body', undefined>;
  data: Static<C['data']>;
} & (C extends { querystring: infer Q extends TSchema } ? { query: Static<Q> } : unknown);

export type ContractCalls = { [K in ContractKey]: CallTypes<(typeof apiContract)[K]> };
