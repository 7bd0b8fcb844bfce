import { startStandaloneRemote } from '@shop/shared-tooling/standalone/start-standalone-remote';
import BestSellersPage from './best-sellers/best-sellers-page';
import CategoriesPage from './categories/categories-page';
import HomePage from './home/home-page';
import StorePage from './store/store-page';

void startStandaloneRemote('catalog', [
  { path: '/', element: <HomePage /> },
  { path: '/store', element: <StorePage /> },
  { path: '/categories', element: <CategoriesPage /> },
  { path: '/best-sellers', element: <BestSellersPage /> },
]);
