import { Button } from '@mui/material';
import { DevHarnessBar } from '@shop/shared-contracts/federation/standalone/dev-harness-bar';
import { startStandaloneRemote } from '@shop/shared-contracts/federation/standalone/start-standalone-remote';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import ForgotPasswordPage from './forgot-password/forgot-password-page';
import SignInPage from './sign-in/sign-in-page';
import SignUpPage from './sign-up/sign-up-page';

const pages = [
  { path: '/signin', element: <SignInPage /> },
  { path: '/signup', element: <SignUpPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
];

void startStandaloneRemote(
  'auth',
  <BrowserRouter>
    <DevHarnessBar remote="auth">
      {pages.map(({ path }) => (
        <Button key={path} size="small" component={Link} to={path}>
          {path}
        </Button>
      ))}
    </DevHarnessBar>
    <Routes>
      {pages.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  </BrowserRouter>,
);
