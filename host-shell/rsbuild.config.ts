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
    browserRuntimePlugins: [
      runtimePlugin('retry.ts'),
      runtimePlugin('platform-version.ts'),
      runtimePlugin('fallback.ts'),
      runtimePlugin('remote-versions.ts'),
    ],
    // On the server a remote that fails fails the render (the render service answers the shell).
    serverRuntimePlugins: [runtimePlugin('platform-version.ts')],
    serverEntry: './src/server/render-entry.ts',
    // The document the render service fills in, and the static shell when it cannot.
    template: './src/document/document.ejs',
    plugins: [pluginReact()],
  }),
);
