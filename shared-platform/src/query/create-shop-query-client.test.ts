import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import {
  createShopQueryClient,
  SHOP_QUERY_RETRIES,
  SHOP_STALE_TIME_MS,
  shouldRetryQuery,
} from './create-shop-query-client';

describe('shop query client', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 404, 422, 499]) {
      expect(shouldRetryQuery(0, new ApiError('no', status))).toBe(false);
    }
  });

  it('retries network failures and 5xx a few times', () => {
    expect(shouldRetryQuery(0, new ApiError('Network Error', null))).toBe(true);
    expect(shouldRetryQuery(SHOP_QUERY_RETRIES - 1, new ApiError('down', 503))).toBe(true);
    expect(shouldRetryQuery(SHOP_QUERY_RETRIES, new ApiError('down', 503))).toBe(false);
  });

  it('reuses answers for a while and never repeats a mutation', () => {
    const defaults = createShopQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(SHOP_STALE_TIME_MS);
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('calls a 404 failed after one request', async () => {
    const client = createShopQueryClient();
    let calls = 0;
    const failing = client.fetchQuery({
      queryKey: ['missing'],
      queryFn: () => {
        calls++;
        throw new ApiError('Not found', 404);
      },
    });
    await expect(failing).rejects.toMatchObject({ status: 404 });
    expect(calls).toBe(1);
  });
});
