import { standalonePages } from '@shop/shared-tooling/standalone/standalone-pages';
import { startStandaloneRemote } from '@shop/shared-tooling/standalone/start-standalone-remote';
import ProductPage from './product/product-page';
import { routes } from './routes';

// Routes and links come from `./routes`; each exposed module names its page here.
void startStandaloneRemote(
  'product',
  standalonePages(routes, {
    './ProductPage': ProductPage,
  }),
);
