import type { ResetPasswordBody } from '@shop/shared-contracts/api/calls';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation } from '@shop/shared-platform/query/react-query';

/** `POST /v1/reset-password`: sets the new password with the mailed token. */
export function resetPassword(body: ResetPasswordBody): Promise<null> {
  return callApi('POST /v1/reset-password', { body });
}

export function useResetPasswordMutation() {
  return useMutation({ mutationFn: resetPassword });
}
