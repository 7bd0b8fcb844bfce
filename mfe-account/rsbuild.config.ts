import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineRemoteConfig } from '@shop/shared-tooling/federation/define-config';

export default defineConfig(
  defineRemoteConfig({
    name: 'account',
    port: 3004,
    exposes: {
      './AccountPage': './src/account/account-page.tsx',
      './OrdersPage': './src/orders/orders-page.tsx',
      './AddressesPage': './src/addresses/addresses-page.tsx',
    },
    plugins: [pluginReact()],
  }),
);
