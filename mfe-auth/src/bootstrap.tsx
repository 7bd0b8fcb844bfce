import { startStandaloneRemote } from '@shop/shared-tooling/standalone/start-standalone-remote';
import ForgotPasswordPage from './forgot-password/forgot-password-page';
import SignInPage from './sign-in/sign-in-page';
import SignUpPage from './sign-up/sign-up-page';

void startStandaloneRemote('auth', [
  { path: '/signin', element: <SignInPage /> },
  { path: '/signup', element: <SignUpPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
]);
