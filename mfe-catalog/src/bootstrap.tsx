import { standalonePages } from '@shop/shared-tooling/standalone/standalone-pages';
import { startStandaloneRemote } from '@shop/shared-tooling/standalone/start-standalone-remote';
import BestSellersPage from './best-sellers/best-sellers-page';
import CategoriesPage from './categories/categories-page';
import HomePage from './home/home-page';
import StorePage from './store/store-page';

// Routes and links come from the remote manifest; each exposed module names its page here.
void startStandaloneRemote(
  'catalog',
  standalonePages('catalog', {
    './HomePage': HomePage,
    './StorePage': StorePage,
    './CategoriesPage': CategoriesPage,
    './BestSellersPage': BestSellersPage,
  }),
);
