import { standalonePages } from '@shop/shared-tooling/standalone/standalone-pages';
import { startStandaloneRemote } from '@shop/shared-tooling/standalone/start-standalone-remote';
import BackOfficeApplicationPage from './back-office/application/back-office-application-page';
import BackOfficePage from './back-office/back-office-page';
import BackOfficeVendorsPage from './back-office/vendors/back-office-vendors-page';
import SellerCouponsPage from './coupons/seller-coupons-page';
import SellerDashboardPage from './dashboard/seller-dashboard-page';
import SellerOrdersPage from './orders/seller-orders-page';
import SellerProductPage from './product-form/seller-product-page';
import SellerProductsPage from './products/seller-products-page';
import SellerReturnsPage from './returns/seller-returns-page';
import SellerStatementsPage from './statements/seller-statements-page';
import SellerStorePage from './store/seller-store-page';

// Routes and links come from the remote manifest; each exposed module names its page here.
void startStandaloneRemote(
  'seller',
  standalonePages('seller', {
    './SellerDashboardPage': SellerDashboardPage,
    './SellerProductsPage': SellerProductsPage,
    './SellerProductPage': SellerProductPage,
    './SellerOrdersPage': SellerOrdersPage,
    './SellerReturnsPage': SellerReturnsPage,
    './SellerStorePage': SellerStorePage,
    './SellerCouponsPage': SellerCouponsPage,
    './SellerStatementsPage': SellerStatementsPage,
    './BackOfficePage': BackOfficePage,
    './BackOfficeApplicationPage': BackOfficeApplicationPage,
    './BackOfficeVendorsPage': BackOfficeVendorsPage,
  }),
);
