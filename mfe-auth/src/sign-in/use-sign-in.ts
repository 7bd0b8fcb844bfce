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
 * opens `target`, the page the shopper wanted. Resolves to what went wrong, or null.
 */
export function useSignIn(target: string): (values: SignInValues) => Promise<SignInProblem | null> {
  const navigate = useNavigate();
  const { mutateAsync } = useLoginMutation();
  return useCallback(
    async ({ email, password, rememberMe }) => {
      try {
        const { token, user } = await mutateAsync({
          email: email.trim(),
          password,
          remember_me: rememberMe,
        });
        // The header switches and the cart loads on the session's announcement: no reload.
        startSession({ token, user, remember: rememberMe });
        navigate(target);
        return null;
      } catch (error) {
        return signInProblem(error);
      }
    },
    [mutateAsync, navigate, target],
  );
}
