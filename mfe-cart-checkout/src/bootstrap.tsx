import { standalonePages } from '@shop/shared-tooling/standalone/standalone-pages';
import { startStandaloneRemote } from '@shop/shared-tooling/standalone/start-standalone-remote';
import CartPage from './cart/cart-page';
import CheckoutPage from './checkout/checkout-page';
import OrderConfirmationPage from './order-confirmation/order-confirmation-page';

// Routes and links come from the remote manifest; each exposed module names its page here.
void startStandaloneRemote(
  'cartCheckout',
  standalonePages('cartCheckout', {
    './CartPage': CartPage,
    './CheckoutPage': CheckoutPage,
    './OrderConfirmationPage': OrderConfirmationPage,
  }),
);
