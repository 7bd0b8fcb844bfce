import type { ProductSummary } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export const RELATED_COUNT = 4;
export const relatedProductsKey = (productId: number, categoryId: number) =>
  ['related-products', productId, categoryId] as const;

/**
 * Other products of the category, best rated first, through the store's search: one more than
 * shown is asked for, because the product itself may be among them.
 */
export async function getRelatedProducts(
  productId: number,
  categoryId: number,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  const result = await callApi('GET /v1/products/search', {
    query: { category_id: categoryId, sort_by: 'rating', per_page: RELATED_COUNT + 1 },
    signal,
  });
  return result.products.data.filter((product) => product.id !== productId).slice(0, RELATED_COUNT);
}

export function useRelatedProducts(productId: number, categoryId: number) {
  return useQuery({
    queryKey: relatedProductsKey(productId, categoryId),
    queryFn: ({ signal }) => getRelatedProducts(productId, categoryId, signal),
  });
}
