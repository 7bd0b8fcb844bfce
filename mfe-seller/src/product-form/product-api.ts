import type { SellerProduct, SellerProductInput } from '@shop/shared-contracts/api/marketplace';
import { sellerKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQuery, useQueryClient } from '@shop/shared-platform/query/react-query';
import { sellerProductsKey } from '../products/products-api';

export const productKeyOf = (id: number) => [...sellerProductsKey, 'one', id] as const;

/** `GET /v1/seller/options`: categories, colours and sizes the form offers. */
export function useSellerOptions() {
  return useQuery({
    queryKey: [...sellerKey, 'options'],
    queryFn: ({ signal }) => callApi('GET /v1/seller/options', { signal }),
    staleTime: 10 * 60_000,
  });
}

/** `GET /v1/seller/products/{id}`; not asked for a new product. */
export function useSellerProduct(id: number | null) {
  return useQuery({
    queryKey: productKeyOf(id ?? 0),
    queryFn: ({ signal }) =>
      callApi('GET /v1/seller/products/{id}', { path: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** Creates (a draft) or changes a product; the lists are read again afterwards. */
export function useSaveProduct(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerProductInput): Promise<SellerProduct> =>
      id === null
        ? callApi('POST /v1/seller/products', { body })
        : callApi('PUT /v1/seller/products/{id}', { path: { id }, body }),
    onSuccess: (product) => {
      client.setQueryData(productKeyOf(product.id), product);
      return client.invalidateQueries({ queryKey: [...sellerProductsKey, 'list'] });
    },
  });
}

/** Publishes or unpublishes; 422 `not_publishable` without a picture or without stock. */
export function usePublishProduct(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (publish: boolean) =>
      publish
        ? callApi('POST /v1/seller/products/{id}/publish', { path: { id } })
        : callApi('POST /v1/seller/products/{id}/unpublish', { path: { id } }),
    onSuccess: (product) => {
      client.setQueryData(productKeyOf(product.id), product);
      return client.invalidateQueries({ queryKey: [...sellerProductsKey, 'list'] });
    },
  });
}
