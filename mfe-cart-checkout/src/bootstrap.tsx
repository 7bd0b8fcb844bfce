import { startStandaloneRemote } from '@shop/shared-tooling/standalone/start-standalone-remote';
import CartPage from './cart/cart-page';
import CheckoutPage from './checkout/checkout-page';
import OrderConfirmationPage from './order-confirmation/order-confirmation-page';

void startStandaloneRemote('cartCheckout', [
  { path: '/card', element: <CartPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/order-confirmation', element: <OrderConfirmationPage /> },
]);
