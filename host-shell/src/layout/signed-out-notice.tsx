import { routes } from '@shop/shared-contracts/routes';
import { useLocation } from '@shop/shared-platform/router/react-router';
import { useSession } from '@shop/shared-platform/session/use-session';
import { lazy, Suspense } from 'react';

// Loaded only when shown: MUI's Alert is in no other part of the first screen, and it took the
// first render of / over its budget. The `on-demand-` chunk name tells the budget check so.
const SignedOutAlert = lazy(() =>
  import(/* webpackChunkName: "on-demand-signed-out" */ './signed-out-alert').then((module) => ({
    default: module.SignedOutAlert,
  })),
);

/**
 * On the sign-in page after the API refused this browser's session (401: revoked from another
 * device, expired): says why the shopper has to sign in again, instead of a bare sign-in form.
 */
export function SignedOutNotice() {
  const { pathname } = useLocation();
  const { status, endedBy } = useSession();
  const refused = status === 'signed-out' && (endedBy === 'unauthorized' || endedBy === 'expired');
  if (!refused || pathname !== routes.signIn()) return null;
  return (
    <Suspense fallback={null}>
      <SignedOutAlert />
    </Suspense>
  );
}
