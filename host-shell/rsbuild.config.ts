import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeRsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { HOST_NAMESPACE, localeFilePath } from '@shop/shared-contracts/i18n/languages';
import { HOST } from '@shop/shared-contracts/remotes/remote-manifest';
import { createShopTheme } from '@shop/shared-platform/theme/create-shop-theme';
import {
  CSP_NONCE_PLACEHOLDER,
  defineHostConfig,
} from '@shop/shared-tooling/federation/define-config';
import {
  APP_SHELL_ID,
  appShellCss,
  appShellMarkup,
  appShellTexts,
} from './src/app-shell/app-shell-document';
import { appShellLook } from './src/app-shell/app-shell-look';

const runtimePlugin = (file: string) =>
  fileURLToPath(new URL(`./src/federation/runtime-plugins/${file}`, import.meta.url));

// The first paint's texts (src/app-shell/), from the host's own translation files.
const texts = appShellTexts((language) =>
  JSON.parse(
    readFileSync(
      new URL(`./public${localeFilePath(language, HOST_NAMESPACE)}`, import.meta.url),
      'utf8',
    ),
  ),
);

export default defineConfig(
  mergeRsbuildConfig(
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
    {
      html: {
        // The first paint (src/app-shell/): its styles carry the page's nonce like emotion's.
        tags: [
          {
            tag: 'style',
            attrs: { nonce: CSP_NONCE_PLACEHOLDER },
            children: appShellCss(appShellLook(createShopTheme('ltr'))),
            head: true,
          },
        ],
        // The document with the first paint's markup before #root (React's first render, which
        // may be empty while the first page loads, clears #root but not what stands beside it).
        template: './src/app-shell/document.ejs',
        templateParameters: { appShellId: APP_SHELL_ID, appShellMarkup: appShellMarkup(texts) },
      },
    },
  ),
);
