import type { Address } from '@shop/shared-contracts/api/entities';
import { addressesKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** `POST /v1/address/{id}/set-default`: this address becomes the default, the others not. */
export function setDefaultAddress(id: number): Promise<Address> {
  return callApi('POST /v1/address/{id}/set-default', { path: { id } });
}

export function useSetDefaultAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}
