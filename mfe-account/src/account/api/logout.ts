import { callApi } from '@shop/shared-platform/http/call-api';
import { endSession } from '@shop/shared-platform/session/session';
import { useMutation } from '@tanstack/react-query';

/** `POST /v1/logout`: the server forgets the token. */
export function logout(): Promise<null> {
  return callApi('POST /v1/logout');
}

/** The session ends whether or not the server answered: the shopper asked to leave. */
export function useLogoutMutation() {
  return useMutation({ mutationFn: logout, onSettled: () => endSession('logout') });
}
