import { routes } from '@shop/shared-contracts/routes';
import { storeToken, storeUser } from '@shop/shared-platform/auth/token-storage';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { callApi } from '@shop/shared-platform/http/call-api';
import { useNavigate } from '@shop/shared-platform/router/react-router';
import { useCallback } from 'react';
import { type SignInProblem, signInProblem } from './sign-in-error';

export interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Logs in; on success stores the session, tells the host and opens the account. */
export function useSignIn(): (values: SignInValues) => Promise<SignInProblem | null> {
  const navigate = useNavigate();
  return useCallback(
    async ({ email, password, rememberMe }) => {
      try {
        const { token, user } = await callApi('POST /v1/login', {
          body: { email: email.trim(), password, remember_me: rememberMe },
        });
        // Remember-me decides localStorage (stays) versus sessionStorage (ends with the tab).
        storeToken(token, rememberMe);
        storeUser(user);
        navigate(routes.myAccount());
        // The host switches its header and fetches the cart on this event: no reload.
        emitShopEvent('shop:auth:changed', { status: 'signed-in', user });
        return null;
      } catch (error) {
        return signInProblem(error);
      }
    },
    [navigate],
  );
}
