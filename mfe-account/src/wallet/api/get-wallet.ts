import type { Wallet } from '@shop/shared-contracts/api/entities';
import { walletKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export const walletBalanceKey = [...walletKey, 'balance'] as const;

/** `GET /v1/wallet`: the shopper's wallet balance in euro. */
export function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return callApi('GET /v1/wallet', { signal });
}

export function useWallet() {
  return useQuery({ queryKey: walletBalanceKey, queryFn: ({ signal }) => getWallet(signal) });
}
