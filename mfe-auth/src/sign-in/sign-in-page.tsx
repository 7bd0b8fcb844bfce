import { routes, sameSitePath } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useSearchParams } from '@shop/shared-platform/router/react-router';
import { useSession } from '@shop/shared-platform/session/use-session';
import { useRef } from 'react';
import { AuthCard } from '../shared/auth-card';
import { SessionCheck } from '../shared/session-check';
import { SignInNotice } from '../shared/sign-in-notice';
import { SignInForm } from './sign-in-form';
import { SignedInAlready } from './signed-in-already';
import { type SignInValues, useSignIn } from './use-sign-in';

/** `/signin` (exposed as `./SignInPage`); `?returnTo=/orders` opens that page after success. */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  const { status } = useSession();
  const [search] = useSearchParams();
  const returnTo = sameSitePath(search.get('returnTo'));
  const signIn = useSignIn(returnTo ?? routes.myAccount());
  // Our own success also flips the session; that must not race the redirect to the wanted page.
  const signingIn = useRef(false);

  if (status === 'checking') return <SessionCheck />;
  if (status === 'signed-in' && !signingIn.current) {
    return <SignedInAlready to={returnTo ?? routes.home()} />;
  }

  const onSignIn = async (values: SignInValues) => {
    signingIn.current = true;
    const problem = await signIn(values);
    if (problem) signingIn.current = false;
    return problem;
  };

  return (
    <AuthCard title={t('signIn.title')} subtitle={t('signIn.subtitle')}>
      <SignInNotice />
      <SignInForm onSignIn={onSignIn} />
    </AuthCard>
  );
}
