import type { AddressBody } from '@shop/shared-contracts/api/calls';
import type { Address } from '@shop/shared-contracts/api/entities';
import { addressesKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

export interface SaveAddressInput {
  /** The address being edited; none for a new one. */
  id?: number;
  body: AddressBody;
}

/** `POST /v1/address` for a new address, `PUT /v1/address/{id}` for a changed one. */
export function saveAddress({ id, body }: SaveAddressInput): Promise<Address> {
  return id === undefined
    ? callApi('POST /v1/address', { body })
    : callApi('PUT /v1/address/{id}', { path: { id }, body });
}

export function useSaveAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => client.invalidateQueries({ queryKey: addressesKey }),
  });
}
