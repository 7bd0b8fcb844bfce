import { startStandaloneRemote } from '@shop/shared-tooling/standalone/start-standalone-remote';
import AccountPage from './account/account-page';
import AddressesPage from './addresses/addresses-page';
import OrdersPage from './orders/orders-page';

void startStandaloneRemote('account', [
  { path: '/my-account', element: <AccountPage /> },
  { path: '/orders', element: <OrdersPage /> },
  { path: '/profile/addresses', element: <AddressesPage /> },
]);
