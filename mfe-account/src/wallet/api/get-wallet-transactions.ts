import type { WalletTransaction } from '@shop/shared-contracts/api/entities';
import { walletKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useQuery } from '@shop/shared-platform/query/react-query';

export const walletTransactionsKey = [...walletKey, 'transactions'] as const;

/** `GET /v1/get-wallet-transactions`: the shopper's wallet movements. */
export function getWalletTransactions(signal?: AbortSignal): Promise<WalletTransaction[]> {
  return callApi('GET /v1/get-wallet-transactions', { signal });
}

export function useWalletTransactions() {
  return useQuery({
    queryKey: walletTransactionsKey,
    queryFn: ({ signal }) => getWalletTransactions(signal),
  });
}
