import { Button } from '@mui/material';
import { DevHarnessBar } from '@shop/shared-contracts/federation/standalone/dev-harness-bar';
import { startStandaloneRemote } from '@shop/shared-contracts/federation/standalone/start-standalone-remote';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import AccountPage from './account/account-page';
import AddressesPage from './addresses/addresses-page';
import OrdersPage from './orders/orders-page';

const pages = [
  { path: '/my-account', link: '/my-account', element: <AccountPage /> },
  { path: '/orders', link: '/orders', element: <OrdersPage /> },
  { path: '/profile/addresses', link: '/profile/addresses', element: <AddressesPage /> },
];

void startStandaloneRemote(
  'account',
  <BrowserRouter>
    <DevHarnessBar remote="account">
      {pages.map(({ path, link }) => (
        <Button key={path} size="small" component={Link} to={link}>
          {link}
        </Button>
      ))}
    </DevHarnessBar>
    <Routes>
      {/* Account pages send visitors here; the real sign-in page lives in mfe-auth. */}
      <Route path="/signin" element={<p>Signed out: sign in with the toolbar above.</p>} />
      {pages.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  </BrowserRouter>,
);
