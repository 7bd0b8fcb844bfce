import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineRemoteConfig } from '@shop/shared-tooling/federation/define-config';

export default defineConfig(
  defineRemoteConfig({
    name: 'product',
    port: 3002,
    exposes: {
      './ProductPage': './src/product/product-page.tsx',
    },
    plugins: [pluginReact()],
  }),
);
