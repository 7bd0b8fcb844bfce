import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import { Navigate, type RouteObject } from '@shop/shared-platform/router/react-router';
import type { RemoteModulePath } from '../federation/load-remote-page';
import { remoteRoute } from '../federation/remote-route';
import { ShellLayout } from '../layout/shell-layout';
import { CategoryRedirect } from '../pages/category-redirect';
import { NotFoundPage } from '../pages/not-found-page';
import { PrivacyPage } from '../pages/privacy-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { TermsPage } from '../pages/terms-page';

/** Which remote module renders each route of spec §2. */
export const REMOTE_ROUTES: readonly {
  path: string;
  remote: RemoteName;
  module: RemoteModulePath;
}[] = [
  { path: '/', remote: 'catalog', module: './HomePage' },
  { path: '/store', remote: 'catalog', module: './StorePage' },
  { path: '/categories', remote: 'catalog', module: './CategoriesPage' },
  { path: '/best-sellers', remote: 'catalog', module: './BestSellersPage' },
  { path: '/product/:id', remote: 'product', module: './ProductPage' },
  { path: '/card', remote: 'cartCheckout', module: './CartPage' },
  { path: '/cart', remote: 'cartCheckout', module: './CartPage' },
  { path: '/checkout', remote: 'cartCheckout', module: './CheckoutPage' },
  { path: '/order-confirmation', remote: 'cartCheckout', module: './OrderConfirmationPage' },
  { path: '/my-account', remote: 'account', module: './AccountPage' },
  { path: '/orders', remote: 'account', module: './OrdersPage' },
  { path: '/profile/addresses', remote: 'account', module: './AddressesPage' },
  { path: '/signin', remote: 'auth', module: './SignInPage' },
  { path: '/signup', remote: 'auth', module: './SignUpPage' },
  { path: '/forgot-password', remote: 'auth', module: './ForgotPasswordPage' },
];

export function createRouteTable(): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          // Errors inside a page keep the header and footer around them.
          errorElement: <RouteErrorPage />,
          children: [
            ...REMOTE_ROUTES.map(remoteRoute),
            { path: '/category/:id', element: <CategoryRedirect /> },
            { path: '/shop', element: <Navigate to="/store" replace /> },
            { path: '/terms', element: <TermsPage /> },
            { path: '/privacy', element: <PrivacyPage /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
