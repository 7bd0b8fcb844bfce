import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useNavigate } from '@shop/shared-platform/router/react-router';
import { startSession } from '@shop/shared-platform/session/session';
import { useCallback } from 'react';
import { useLoginMutation } from './api/login';
import { type SignInProblem, signInProblem } from './sign-in-error';

export interface SignInValues {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * Logs in; on success starts the session (remember-me decides whether it outlives the tab) and
 * opens `target`, the page the shopper wanted. A visitor's cart joined the account's on the
 * server: lines the stock capped are told. Resolves to what went wrong, or null.
 */
export function useSignIn(target: string): (values: SignInValues) => Promise<SignInProblem | null> {
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const { mutateAsync } = useLoginMutation();
  return useCallback(
    async ({ email, password, rememberMe }) => {
      try {
        const { token, user, cart_merge } = await mutateAsync({
          email: email.trim(),
          password,
          remember_me: rememberMe,
        });
        // Asked for without `session: 'cookie'`, so the answer carries the token.
        if (!token) throw new Error('The sign-in answer carries no token.');
        // The header switches and the cart loads on the session's announcement: no reload.
        startSession({ token, user, remember: rememberMe });
        const capped = cart_merge?.capped.length ?? 0;
        if (capped > 0)
          emitShopEvent('shop:toast:requested', {
            kind: 'info',
            message: t('signIn.notices.cartCapped', { count: capped }),
          });
        navigate(target);
        return null;
      } catch (error) {
        return signInProblem(error);
      }
    },
    [mutateAsync, navigate, t, target],
  );
}
