import type { Static } from 'typebox';
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiCalls, ProductSearchQuery } from '../calls';
import type { Category, HomeProductGroups, Product, ProductSummary } from '../entities';
import type { SellerProduct, SellerProductInput } from '../marketplace';
import type { SellerCoupon, SellerCouponBody, SellerCouponInput } from '../marketplace-money';
import type { VendorProfile } from '../product-details';
import type { SearchSuggestions, SuggestQuery } from '../suggest';
import type * as catalog from './catalog';
import type { ApiContract, ContractKey } from './contract';
import type * as search from './search';
import type * as coupons from './seller-coupons';
import type * as products from './seller-products';

/** For every converted call, whether `ApiCalls` says exactly what its schema says. */
type Agrees = {
  [K in ContractKey]: [ApiCalls[K]['data']] extends [Static<ApiContract[K]['data']>]
    ? [Static<ApiContract[K]['data']>] extends [ApiCalls[K]['data']]
      ? true
      : false
    : false;
};

describe('ApiCalls of the converted calls', () => {
  it('is the Static of each call schema (typecheck fails otherwise)', () => {
    expectTypeOf<Agrees[ContractKey]>().toEqualTypeOf<true>();
    expectTypeOf<ApiCalls['GET /v1/products/{id}']['data']>().toEqualTypeOf<
      Static<typeof catalog.product>
    >();
    expectTypeOf<ApiCalls['GET /v1/products/search']['query']>().toEqualTypeOf<
      Static<typeof search.productSearchQuery>
    >();
    expectTypeOf<ApiCalls['GET /v1/products/{id}']['body']>().toEqualTypeOf<undefined>();
  });

  it('keeps the exported names the remotes import', () => {
    expectTypeOf<Product>().toEqualTypeOf<Static<typeof catalog.product>>();
    expectTypeOf<ProductSummary>().toEqualTypeOf<Static<typeof catalog.productSummary>>();
    expectTypeOf<Category[]>().toEqualTypeOf<ApiCalls['GET /v1/categories']['data']>();
    expectTypeOf<HomeProductGroups>().toEqualTypeOf<ApiCalls['GET /v1/products']['data']>();
    expectTypeOf<VendorProfile>().toEqualTypeOf<ApiCalls['GET /v1/vendors/{id}']['data']>();
    expectTypeOf<SearchSuggestions>().toEqualTypeOf<ApiCalls['GET /v1/products/suggest']['data']>();
    expectTypeOf<SuggestQuery>().toEqualTypeOf<ApiCalls['GET /v1/products/suggest']['query']>();
    expectTypeOf<ProductSearchQuery['sort_by']>().toEqualTypeOf<
      'newest' | 'price_asc' | 'price_desc' | 'rating' | 'best_selling' | undefined
    >();
  });

  it("keeps the seller center's names the server's schemas", () => {
    expectTypeOf<SellerProduct>().toEqualTypeOf<Static<typeof products.sellerProduct>>();
    expectTypeOf<SellerProductInput>().toEqualTypeOf<
      ApiCalls['POST /v1/seller/products']['body']
    >();
    expectTypeOf<SellerCoupon>().toEqualTypeOf<Static<typeof coupons.sellerCoupon>>();
    expectTypeOf<
      ApiCalls['POST /v1/seller/products/{id}/images']['body']
    >().toEqualTypeOf<FormData>();
  });

  it("takes the coupon form's narrower input in the looser body the API checks in code", () => {
    expectTypeOf<SellerCouponBody>().toEqualTypeOf<ApiCalls['POST /v1/seller/coupons']['body']>();
    expectTypeOf<SellerCouponInput>().toExtend<SellerCouponBody>();
    expectTypeOf<SellerCouponBody['discount_type']>().toEqualTypeOf<string>();
    expectTypeOf<SellerCouponInput['discount_type']>().toEqualTypeOf<'percentage' | 'fixed'>();
  });
});
