import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineRemoteConfig } from '@shop/shared-tooling/federation/define-config';
import { exposes, routes } from './src/routes';

// Name and port come from the remote manifest (@shop/shared-contracts), pages and routes from
// `src/routes.ts`, published with the build.
export default defineConfig(
  defineRemoteConfig({ remote: 'auth', exposes, routes, plugins: [pluginReact()] }),
);
