import type { Category, Product, Vendor } from '@shop/shared-contracts/api/entities';
import { categoriesKey, productKey, vendorKey } from '@shop/shared-contracts/query/query-keys';
import type { RenderRequest } from '@shop/shared-contracts/render/render-contract';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';
import type { QueryClient } from '@shop/shared-platform/query/react-query';
import { matchPath } from '@shop/shared-platform/router/react-router';
import type { i18n } from 'i18next';
import { categoryPath } from './seo/category-path';
import { pageHead } from './seo/page-head';

export interface DocumentHeadInput {
  request: RenderRequest;
  i18n: i18n;
  queryClient: QueryClient;
  status: number;
}

/** The page's title and what search engines and link previews read (see `seo/page-head.ts`). */
export function documentHead({ request, i18n, queryClient, status }: DocumentHeadInput): string {
  const { language, runtimeConfig } = request;
  const { pathname, search } = new URL(request.url, request.origin);
  // The page's own data, as its loaders put it into the request's query cache.
  const productId = Number(matchPath(ROUTE_PATTERNS.product, pathname)?.params.id);
  const loaded = Number.isInteger(productId)
    ? queryClient.getQueryData<Product>(productKey(productId))
    : undefined;
  const product = loaded && {
    ...loaded,
    vendor: queryClient.getQueryData<Vendor>(vendorKey(loaded.vendor_id)) ?? null,
  };
  const tree = queryClient.getQueryData<Category[]>(categoriesKey) ?? [];
  const categoryId = product?.category_id ?? Number(new URLSearchParams(search).get('category_id'));
  const category = categoryId ? categoryPath(tree, categoryId, language) : null;
  return pageHead({
    pathname,
    search,
    origin: request.origin,
    language,
    t: i18n.getFixedT(language),
    status,
    product,
    category: category ?? undefined,
    storageBaseUrl: runtimeConfig.storageBaseUrl,
  });
}
