import type { HomeProductGroups } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export const homeProductsKey = ['catalog', 'home-products'] as const;

/** `GET /v1/products`: the home page's three groups (best sellers, recently added, for you). */
export function getHomeProducts(signal?: AbortSignal): Promise<HomeProductGroups> {
  return callApi('GET /v1/products', { signal });
}

/** The groups' query, the same for the page and its prefetch. */
export const homeProductsQuery = {
  queryKey: homeProductsKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => getHomeProducts(signal),
};

export function useHomeProducts() {
  return useQuery(homeProductsQuery);
}
