import { standalonePages } from '@shop/shared-tooling/standalone/standalone-pages';
import { startStandaloneRemote } from '@shop/shared-tooling/standalone/start-standalone-remote';
import ProductPage from './product/product-page';

// Routes and links come from the remote manifest; each exposed module names its page here.
void startStandaloneRemote(
  'product',
  standalonePages('product', {
    './ProductPage': ProductPage,
  }),
);
