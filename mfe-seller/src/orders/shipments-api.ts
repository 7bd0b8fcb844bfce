import type {
  SellerShipment,
  SellerShipmentsQuery,
  ShipBody,
} from '@shop/shared-contracts/api/marketplace';
import { sellerKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
} from '@shop/shared-platform/query/react-query';

const shipmentsKey = [...sellerKey, 'shipments'] as const;

/** `GET /v1/seller/shipments`: the vendor's part of each order, newest first. */
export function useShipments(query: SellerShipmentsQuery) {
  return useQuery({
    queryKey: [...shipmentsKey, query],
    queryFn: ({ signal }) => callApi('GET /v1/seller/shipments', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export type ShipmentStep =
  | { kind: 'accept' }
  | { kind: 'ship'; body: ShipBody }
  | { kind: 'deliver' }
  | { kind: 'cancel'; reason: string };

function send(id: number, step: ShipmentStep): Promise<SellerShipment> {
  const path = { id };
  switch (step.kind) {
    case 'accept':
      return callApi('POST /v1/seller/shipments/{id}/accept', { path });
    case 'ship':
      return callApi('POST /v1/seller/shipments/{id}/ship', { path, body: step.body });
    case 'deliver':
      return callApi('POST /v1/seller/shipments/{id}/deliver', { path });
    case 'cancel':
      return callApi('POST /v1/seller/shipments/{id}/cancel', {
        path,
        body: { reason: step.reason },
      });
  }
}

/** Moves one shipment on; the lists and the dashboard's "to ship" are read again. */
export function useShipmentStep(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: ShipmentStep) => send(id, step),
    onSettled: () => client.invalidateQueries({ queryKey: sellerKey }),
  });
}
