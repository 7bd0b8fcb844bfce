import { profileKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** `DELETE /v1/profile/devices/{id}`: that session's token stops working at once. */
export function revokeDevice(id: number): Promise<null> {
  return callApi('DELETE /v1/profile/devices/{id}', { path: { id } });
}

export function useRevokeDeviceMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
