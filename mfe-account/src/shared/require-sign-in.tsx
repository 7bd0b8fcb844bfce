import { routes } from '@shop/shared-contracts/routes';
import { useAuthStatus } from '@shop/shared-platform/auth/use-auth-status';
import { Navigate } from '@shop/shared-platform/router/react-router';
import type { ReactNode } from 'react';

/** Spec §2/§6: account pages are for signed-in shoppers; visitors are sent to sign-in. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const { signedIn } = useAuthStatus();
  return signedIn ? children : <Navigate to={routes.signIn()} replace />;
}
