import type {
  SellerReturnsQuery,
  ShipmentReturn,
} from '@shop/shared-contracts/api/marketplace-money';
import { sellerKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@shop/shared-platform/query/react-query';

const returnsKey = [...sellerKey, 'returns'] as const;

/** `GET /v1/seller/returns`: the store's returns, newest first. */
export function useReturns(query: SellerReturnsQuery) {
  return useQuery({
    queryKey: [...returnsKey, query],
    queryFn: ({ signal }) => callApi('GET /v1/seller/returns', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export type ReturnDecision = { kind: 'accept' } | { kind: 'refuse'; reason: string };

function send(id: number, decision: ReturnDecision): Promise<ShipmentReturn> {
  const path = { id };
  return decision.kind === 'accept'
    ? callApi('POST /v1/seller/returns/{id}/accept', { path })
    : callApi('POST /v1/seller/returns/{id}/refuse', { path, body: { reason: decision.reason } });
}

/** Accepts or refuses one return; the seller's lists (and the dashboard's stock) are read again. */
export function useReturnDecision(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReturnDecision) => send(id, decision),
    onSettled: () => client.invalidateQueries({ queryKey: sellerKey }),
  });
}
