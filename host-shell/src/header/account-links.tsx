import { routes } from '@shop/shared-contracts/routes';
import { Link } from '@shop/shared-platform/router/react-router';
import { AccountCircleOutlined, Logout } from '@shop/shared-platform/ui/icons';
import { Button, Stack } from '@shop/shared-platform/ui/mui';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { signedInAtom } from '../auth/auth-atoms';
import { useLogout } from '../auth/use-logout';

/** Spec §2: sign-in/sign-up for visitors; my account and logout once signed in. */
export function AccountLinks({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const { t } = useTranslation();
  const signedIn = useAtomValue(signedInAtom);
  const logout = useLogout();

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
      <Button
        component={Link}
        to={routes.myAccount()}
        color="inherit"
        startIcon={<AccountCircleOutlined />}
      >
        {t('nav.myAccount')}
      </Button>
      <Button color="inherit" startIcon={<Logout />} onClick={() => void logout()}>
        {t('nav.logout')}
      </Button>
    </Stack>
  );
}
