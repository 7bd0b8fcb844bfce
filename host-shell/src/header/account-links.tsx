import { ROUTE_PATTERNS, routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link } from '@shop/shared-platform/router/react-router';
import { useLogout } from '@shop/shared-platform/session/use-logout';
import { useSession } from '@shop/shared-platform/session/use-session';
import { AccountCircleOutlined, Logout } from '@shop/shared-platform/ui/icons';
import { Button, Stack } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';

interface AccountLinksProps {
  direction?: 'row' | 'column';
  /**
   * Shown instead of the one "my account" link: the phone menu links every section. A slot, so
   * the header's start-up code does not carry the lazy menu's list.
   */
  sections?: ReactNode;
}

/** Sign-in/sign-up for visitors; my account (or its sections) and logout once signed in. */
export function AccountLinks({ direction = 'row', sections }: AccountLinksProps) {
  const { t } = useTranslation();
  // A stored token being checked shows the shopper's links, as they will most likely hold.
  const { status, user } = useSession();
  const signedIn = status !== 'signed-out';
  const { logout } = useLogout();

  if (!signedIn) {
    return (
      <Stack direction={direction} spacing={1}>
        <Button component={Link} to={routes.signIn()} color="inherit">
          {t('nav.signIn')}
        </Button>
        <Button component={Link} to={routes.signUp()} variant="contained" disableElevation>
          {t('nav.signUp')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack direction={direction} spacing={1}>
      {sections ?? (
        <Button
          component={Link}
          to={routes.myAccount()}
          color="inherit"
          startIcon={<AccountCircleOutlined />}
        >
          {t('nav.myAccount')}
        </Button>
      )}
      {/* The way in for staff: the API decides what they may do there, this only links. */}
      {user?.role === 'operator' && (
        <Button component={Link} to={ROUTE_PATTERNS.backOffice} color="inherit">
          {t('nav.backOffice')}
        </Button>
      )}
      {typeof user?.vendor_id === 'number' && (
        <Button component={Link} to={ROUTE_PATTERNS.seller} color="inherit">
          {t('nav.sellerCenter')}
        </Button>
      )}
      <Button
        color="inherit"
        // The arrow leaves the door in the reading direction, so it points left in Arabic.
        startIcon={
          <Logout
            sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
          />
        }
        onClick={() => void logout()}
      >
        {t('nav.logout')}
      </Button>
    </Stack>
  );
}
