import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import {
  Navigate,
  Link as RouterLink,
  useNavigate,
} from '@shop/shared-platform/router/react-router';
import { useSession } from '@shop/shared-platform/session/use-session';
import { Alert, Link, Stack } from '@shop/shared-platform/ui/mui-core';
import { useEffect, useState } from 'react';
import { AuthCard } from '../shared/auth-card';
import { SessionCheck } from '../shared/session-check';
import { SignUpForm } from './sign-up-form';
import { useRegisterShopper } from './use-register-shopper';

/** The success message stays 3 s before the shopper is sent to sign in. */
export const REGISTERED_REDIRECT_MS = 3000;

/** `/signup` (exposed as `./SignUpPage`). */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  const { status } = useSession();
  const registerShopper = useRegisterShopper();
  const navigate = useNavigate();
  const [registered, setRegistered] = useState(false);

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => navigate(routes.signIn()), REGISTERED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  if (status === 'checking') return <SessionCheck />;
  if (status === 'signed-in') return <Navigate to={routes.myAccount()} replace />;

  return (
    <AuthCard title={t('signUp.title')} subtitle={registered ? undefined : t('signUp.subtitle')}>
      {registered ? (
        <Stack spacing={2}>
          <Alert severity="success">{t('signUp.success')}</Alert>
          <Link component={RouterLink} to={routes.signIn()}>
            {t('signUp.goToSignIn')}
          </Link>
        </Stack>
      ) : (
        <SignUpForm onRegister={registerShopper} onRegistered={() => setRegistered(true)} />
      )}
    </AuthCard>
  );
}
