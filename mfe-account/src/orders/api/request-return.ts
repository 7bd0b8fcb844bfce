import type {
  ReturnRequestInput,
  ShipmentReturn,
} from '@shop/shared-contracts/api/marketplace-money';
import { ordersKey } from '@shop/shared-contracts/query/query-keys';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** `POST /v1/orders/{id}/shipments/{shipmentId}/returns`: the server decides the refund. */
export function useRequestReturn(orderId: number, shipmentId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequestInput): Promise<ShipmentReturn> =>
      callApi('POST /v1/orders/{id}/shipments/{shipmentId}/returns', {
        path: { id: orderId, shipmentId },
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ordersKey }),
  });
}

/**
 * The key (in `orders.returns.errors`) of a failed request: the API's codes (`not_returnable`,
 * `return_open`, a reason `too_short`, a quantity `out_of_range`), else a general message.
 */
export function returnProblem(error: unknown): string {
  if (!isApiError(error)) return 'failed';
  if (error.status === null) return 'network';
  const body = error.body as { codes?: Record<string, unknown> } | null | undefined;
  const codes = Object.entries(body?.codes ?? {});
  if (error.status === 409) return 'return_open';
  const known = ['not_returnable', 'too_short', 'out_of_range', 'invalid'];
  for (const [field, code] of codes) {
    if (code === 'too_short' && field === 'reason') return 'reason_too_short';
    if (typeof code === 'string' && known.includes(code)) return code;
  }
  return 'failed';
}
