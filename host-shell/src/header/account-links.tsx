import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { routes } from '@shop/shared-contracts/routes';
import { useSession } from '@shop/shared-platform/session/use-session';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLogout } from '../auth/use-logout';

/** Sign-in/sign-up for visitors; my account and logout once signed in. */
export function AccountLinks({ direction = 'row' }: { direction?: 'row' | 'column' }) {
  const { t } = useTranslation();
  // A stored token being checked shows the shopper's links, as they will most likely hold.
  const signedIn = useSession().status !== 'signed-out';
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
