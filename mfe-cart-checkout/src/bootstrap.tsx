import { Button } from '@mui/material';
import { DevHarnessBar } from '@shop/shared-contracts/federation/standalone/dev-harness-bar';
import { startStandaloneRemote } from '@shop/shared-contracts/federation/standalone/start-standalone-remote';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import CartPage from './cart/cart-page';
import CheckoutPage from './checkout/checkout-page';
import OrderConfirmationPage from './order-confirmation/order-confirmation-page';

const pages = [
  { path: '/card', link: '/card', element: <CartPage /> },
  { path: '/checkout', link: '/checkout', element: <CheckoutPage /> },
  { path: '/order-confirmation', link: '/order-confirmation', element: <OrderConfirmationPage /> },
];

void startStandaloneRemote(
  'cartCheckout',
  <BrowserRouter>
    <DevHarnessBar remote="cartCheckout">
      {pages.map(({ path, link }) => (
        <Button key={path} size="small" component={Link} to={link}>
          {link}
        </Button>
      ))}
    </DevHarnessBar>
    <Routes>
      {pages.map(({ path, element }) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  </BrowserRouter>,
);
