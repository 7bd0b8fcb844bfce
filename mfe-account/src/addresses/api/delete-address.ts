import { addressesKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** `DELETE /v1/address/{id}`. */
export function deleteAddress(id: number): Promise<null> {
  return callApi('DELETE /v1/address/{id}', { path: { id } });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}
