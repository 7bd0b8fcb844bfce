/**
 * What the sitemap lists, read from the shop API: every category id (parents and children) and
 * every product id, paged through the store search 100 at a time.
 */
import type { Category, ProductSearchResult } from '@shop/shared-contracts/api/entities';
import type { ApiEnvelope } from '@shop/shared-contracts/api/envelope';

export interface CatalogIds {
  categoryIds: number[];
  productIds: number[];
}

const PAGE_SIZE = 100;

async function getData<T>(url: URL, signal: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url.pathname} answered ${response.status}`);
  const body = (await response.json()) as ApiEnvelope<T>;
  if (!body.status) throw new Error(`${url.pathname} failed: ${body.message}`);
  return body.data;
}

/** `maxProducts` bounds the work (a sitemap holds at most 50,000 URLs). */
export async function loadCatalogIds(
  apiBaseUrl: string,
  { maxProducts, timeoutMs = 20_000 }: { maxProducts: number; timeoutMs?: number },
): Promise<CatalogIds> {
  const signal = AbortSignal.timeout(timeoutMs);
  const base = apiBaseUrl.replace(/\/+$/, '');
  const categories = await getData<Category[]>(new URL(`${base}/v1/categories`), signal);
  const categoryIds = categories.flatMap((category) => [
    category.id,
    ...category.sub_categories.map((child) => child.id),
  ]);

  // A Set: a product that moves between pages while we page is listed once.
  const productIds = new Set<number>();
  for (let page = 1; productIds.size < maxProducts; page += 1) {
    const url = new URL(`${base}/v1/products/search`);
    url.searchParams.set('sort_by', 'newest');
    url.searchParams.set('per_page', String(PAGE_SIZE));
    url.searchParams.set('page', String(page));
    const { products } = await getData<ProductSearchResult>(url, signal);
    for (const product of products.data) productIds.add(product.id);
    // A short page ends the list: `last_page` may come from the planner's estimate of the total.
    if (products.data.length < PAGE_SIZE) break;
  }
  return { categoryIds, productIds: [...productIds].slice(0, maxProducts) };
}
