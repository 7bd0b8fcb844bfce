import { standalonePages } from '@shop/shared-tooling/standalone/standalone-pages';
import { startStandaloneRemote } from '@shop/shared-tooling/standalone/start-standalone-remote';
import ForgotPasswordPage from './forgot-password/forgot-password-page';
import ResetPasswordPage from './reset-password/reset-password-page';
import SignInPage from './sign-in/sign-in-page';
import SignUpPage from './sign-up/sign-up-page';

// Routes and links come from the remote manifest; each exposed module names its page here.
void startStandaloneRemote(
  'auth',
  standalonePages('auth', {
    './SignInPage': SignInPage,
    './SignUpPage': SignUpPage,
    './ForgotPasswordPage': ForgotPasswordPage,
    './ResetPasswordPage': ResetPasswordPage,
  }),
);
