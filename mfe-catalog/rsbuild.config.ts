import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineRemoteConfig } from '@shop/shared-tooling/federation/define-config';

export default defineConfig(
  defineRemoteConfig({
    name: 'catalog',
    port: 3001,
    exposes: {
      './HomePage': './src/home/home-page.tsx',
      './StorePage': './src/store/store-page.tsx',
      './CategoriesPage': './src/categories/categories-page.tsx',
      './BestSellersPage': './src/best-sellers/best-sellers-page.tsx',
    },
    plugins: [pluginReact()],
  }),
);
