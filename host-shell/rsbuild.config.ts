import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { HOST } from '@shop/shared-contracts/remotes/remote-manifest';
import { defineHostConfig } from '@shop/shared-tooling/federation/define-config';

const runtimePlugin = (file: string) =>
  fileURLToPath(new URL(`./src/federation/runtime-plugins/${file}`, import.meta.url));

export default defineConfig(
  defineHostConfig({
    port: HOST.port,
    // One file per concern; they run inside the MF runtime for every remote load.
    runtimePlugins: [
      runtimePlugin('retry.ts'),
      runtimePlugin('platform-version.ts'),
      runtimePlugin('fallback.ts'),
    ],
    plugins: [pluginReact()],
  }),
);
