import type { Order } from '@shop/shared-contracts/api/entities';
import { ordersKey, walletKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** `POST /v1/orders/{id}/cancel`: the server gives back stock, coupon use and wallet credit. */
export function cancelOrder(orderId: number): Promise<Order> {
  return callApi('POST /v1/orders/{id}/cancel', { path: { id: orderId } });
}

/** The order lists and the wallet (refunded credit) are read again after a cancel. */
export function useCancelOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSettled: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: ordersKey }),
        client.invalidateQueries({ queryKey: walletKey }),
      ]);
    },
  });
}
