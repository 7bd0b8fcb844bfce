import { routes } from '@shop/shared-contracts/routes';
import { useAuthStatus } from '@shop/shared-platform/auth/use-auth-status';
import { Navigate } from '@shop/shared-platform/router/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../shared/auth-card';
import { SessionCheck } from '../shared/session-check';
import { SignInForm } from './sign-in-form';
import { type SignInValues, useSignIn } from './use-sign-in';

/** `/signin` (exposed as `./SignInPage`). */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  const { signedIn, confirmed } = useAuthStatus();
  const signIn = useSignIn();
  // Our own success also flips the auth status; that must not race the /my-account redirect.
  const signingIn = useRef(false);

  if (signedIn && !signingIn.current) {
    return confirmed ? <Navigate to={routes.home()} replace /> : <SessionCheck />;
  }

  const onSignIn = async (values: SignInValues) => {
    signingIn.current = true;
    const problem = await signIn(values);
    if (problem) signingIn.current = false;
    return problem;
  };

  return (
    <AuthCard title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <SignInForm onSignIn={onSignIn} />
    </AuthCard>
  );
}
