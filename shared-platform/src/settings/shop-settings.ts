import type { ShopSettings } from '@shop/shared-contracts/api/shipping-rule';
import { shopSettingsKey } from '@shop/shared-contracts/query/query-keys';
import { useQuery } from '@shop/shared-platform/query/react-query';
import { callApi } from '../http/call-api';

export { shopSettingsKey };

/** `GET /v1/shop-settings`: the configuration screens show (the free-delivery threshold). */
export function getShopSettings(signal?: AbortSignal): Promise<ShopSettings> {
  return callApi('GET /v1/shop-settings', { signal });
}

/**
 * The settings' query, the same for the header's banner, the product page and the pages'
 * prefetch, so a page asks once and its server render holds the configured numbers.
 */
export function shopSettingsQuery() {
  return {
    queryKey: shopSettingsKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => getShopSettings(signal),
  };
}

export function useShopSettings() {
  // Changes only with a redeploy (the API lets it be reused for five minutes).
  return useQuery({ ...shopSettingsQuery(), staleTime: 300_000 });
}
