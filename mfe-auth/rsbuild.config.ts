import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { defineRemoteConfig } from '@shop/shared-tooling/federation/define-config';

export default defineConfig(
  defineRemoteConfig({
    name: 'auth',
    port: 3005,
    exposes: {
      './SignInPage': './src/sign-in/sign-in-page.tsx',
      './SignUpPage': './src/sign-up/sign-up-page.tsx',
      './ForgotPasswordPage': './src/forgot-password/forgot-password-page.tsx',
    },
    plugins: [pluginReact()],
  }),
);
