import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Navigate, useLocation } from '@shop/shared-platform/router/react-router';
import { Box, CircularProgress } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';
import { PLATFORM_NAMESPACE } from '../i18n/platform-texts';
import { useHydrated } from '../ui/use-hydrated';
import { useSession } from './use-session';

/**
 * Shows `children` to a signed-in shopper only. While a stored token is being checked it shows a
 * spinner; a visitor is sent to sign-in with this page as `returnTo`, and comes back after it.
 * A shopper who has just logged out here is sent to plain sign-in: whoever signs in next (perhaps
 * someone else on a shared computer) should not be taken back into this page.
 * On the server and while hydrating, nobody is known yet: the spinner, never a redirect (the
 * shopper's stored session is read right after hydration).
 */
export function RequireSession({
  children,
  frame,
}: {
  children: ReactNode;
  /**
   * What stands above the spinner until the session is known, such as the page's heading (the
   * children show their own): on the server, the page arrives with it.
   */
  frame?: ReactNode;
}) {
  const { status, endedBy } = useSession();
  const hydrated = useHydrated();
  const { pathname, search, hash } = useLocation();
  if (status === 'signed-in') return children;
  if (status === 'signed-out' && hydrated) {
    if (endedBy === 'logout') return <Navigate to={routes.signIn()} replace />;
    return <Navigate to={routes.signIn(`${pathname}${search}${hash}`)} replace />;
  }
  return <SessionSpinner frame={frame} />;
}

/**
 * Shows `children` once the session is known, to a signed-in shopper and a visitor alike (a page
 * whose content is theirs either way, such as the cart); a spinner while it is checked, on the
 * server and while hydrating.
 */
export function WhenSessionKnown({ children, frame }: { children: ReactNode; frame?: ReactNode }) {
  const { status } = useSession();
  const hydrated = useHydrated();
  if (status === 'signed-in' || (status === 'signed-out' && hydrated)) return children;
  return <SessionSpinner frame={frame} />;
}

function SessionSpinner({ frame }: { frame?: ReactNode }) {
  const { t } = useTranslation(PLATFORM_NAMESPACE);
  return (
    <>
      {frame}
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('session.checking')} />
      </Box>
    </>
  );
}
