import type { RegisterBody } from '@shop/shared-contracts/api/calls';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation } from '@shop/shared-platform/query/react-query';

/**
 * `POST /v1/register`: creates the account; the shopper verifies the e-mail, then signs in. An
 * address that has an account gets the same answer (its owner a mail), so success is all it says.
 */
export function register(body: RegisterBody): Promise<null> {
  return callApi('POST /v1/register', { body });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
