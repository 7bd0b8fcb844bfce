import type { RevokedDevices } from '@shop/shared-contracts/api/calls';
import { profileKey } from '@shop/shared-contracts/query/query-keys';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation, useQueryClient } from '@shop/shared-platform/query/react-query';

/** `POST /v1/profile/devices/revoke-others`: every session but this browser's ends. */
export function revokeOtherDevices(): Promise<RevokedDevices> {
  return callApi('POST /v1/profile/devices/revoke-others');
}

export function useRevokeOtherDevicesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherDevices,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKey }),
  });
}
