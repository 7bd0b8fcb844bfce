import { startStandaloneRemote } from '@shop/shared-contracts/federation/standalone/start-standalone-remote';
import ProductPage from './product/product-page';

void startStandaloneRemote('product', [
  { path: '/product/:id', link: '/product/1', element: <ProductPage /> },
]);
