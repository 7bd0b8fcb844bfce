import type { RegisterBody } from '@shop/shared-contracts/api/calls';
import type { User } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation } from '@shop/shared-platform/query/react-query';

/** `POST /v1/register`: creates the account; the shopper verifies the e-mail, then signs in. */
export function register(body: RegisterBody): Promise<{ user: User }> {
  return callApi('POST /v1/register', { body });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
