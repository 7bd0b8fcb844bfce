import { standalonePages } from '@shop/shared-tooling/standalone/standalone-pages';
import { startStandaloneRemote } from '@shop/shared-tooling/standalone/start-standalone-remote';
import AccountPage from './account/account-page';
import AddressesPage from './addresses/addresses-page';
import OrdersPage from './orders/orders-page';

// Routes and links come from the remote manifest; each exposed module names its page here.
void startStandaloneRemote(
  'account',
  standalonePages('account', {
    './AccountPage': AccountPage,
    './OrdersPage': OrdersPage,
    './AddressesPage': AddressesPage,
  }),
);
