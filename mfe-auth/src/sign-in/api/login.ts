import type { LoginBody } from '@shop/shared-contracts/api/calls';
import type { LoginResult } from '@shop/shared-contracts/api/entities';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useMutation } from '@shop/shared-platform/query/react-query';

/** `POST /v1/login`: a token for the shopper (long-lived with `remember_me`). */
export function login(body: LoginBody): Promise<LoginResult> {
  return callApi('POST /v1/login', { body });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
