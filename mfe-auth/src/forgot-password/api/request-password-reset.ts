import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation } from '@shop/shared-platform/query/react-query';

/**
 * `POST /v1/forgot-password`: the API mails a reset link if the address has an account, written
 * in `lang`, the language the shopper sees.
 */
export function requestPasswordReset({
  email,
  lang,
}: {
  email: string;
  lang: string;
}): Promise<null> {
  return callApi('POST /v1/forgot-password', { body: { email: email.trim(), lang } });
}

export function usePasswordResetMutation() {
  return useMutation({ mutationFn: requestPasswordReset });
}
