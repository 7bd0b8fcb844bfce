import type { SellerDashboard } from '@shop/shared-contracts/api/marketplace';
import { sellerKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export const dashboardKey = [...sellerKey, 'dashboard'] as const;

/** `GET /v1/seller/dashboard`: to ship, 30 days of sales, low stock and the rating. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => callApi('GET /v1/seller/dashboard', { signal }),
  });
}

export type { SellerDashboard };
