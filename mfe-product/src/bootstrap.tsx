import { startStandaloneRemote } from '@shop/shared-tooling/standalone/start-standalone-remote';
import ProductPage from './product/product-page';

void startStandaloneRemote('product', [
  { path: '/product/:id', link: '/product/1', element: <ProductPage /> },
]);
