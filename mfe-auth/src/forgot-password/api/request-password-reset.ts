import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation } from '@shop/shared-platform/query/react-query';

/** `POST /v1/forgot-password`: the API mails a reset link if the address has an account. */
export function requestPasswordReset(email: string): Promise<null> {
  return callApi('POST /v1/forgot-password', { body: { email: email.trim() } });
}

export function usePasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
