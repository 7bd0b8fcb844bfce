import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineRemoteConfig } from '@shop/shared-tooling/federation/define-config';

export default defineConfig(
  defineRemoteConfig({
    name: 'cartCheckout',
    port: 3003,
    exposes: {
      './CartPage': './src/cart/cart-page.tsx',
      './CheckoutPage': './src/checkout/checkout-page.tsx',
      './OrderConfirmationPage': './src/order-confirmation/order-confirmation-page.tsx',
    },
    plugins: [pluginReact()],
  }),
);
