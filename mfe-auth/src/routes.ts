/**
 * The pages this remote exposes and the routes the host renders them at, published with the build
 * (`mf-manifest.json`): a new page is added here, with its texts, and nowhere else.
 */
import type { RouteDeclaration } from '@shop/shared-contracts/remotes/route-declaration';
import { ROUTE_PATTERNS } from '@shop/shared-contracts/routes';

export const exposes = {
  './SignInPage': './src/sign-in/sign-in-page.tsx',
  './SignUpPage': './src/sign-up/sign-up-page.tsx',
  './ForgotPasswordPage': './src/forgot-password/forgot-password-page.tsx',
  './ResetPasswordPage': './src/reset-password/reset-password-page.tsx',
} as const;

const publicPage = { session: 'none', indexed: true, pageUiAhead: true } as const;

export const routes = [
  {
    path: ROUTE_PATTERNS.signIn,
    module: './SignInPage',
    titleKey: 'pageTitle.signIn',
    descriptionKey: 'pageDescription.signIn',
    ...publicPage,
  },
  {
    path: ROUTE_PATTERNS.signUp,
    module: './SignUpPage',
    titleKey: 'pageTitle.signUp',
    descriptionKey: 'pageDescription.signUp',
    ...publicPage,
  },
  {
    path: ROUTE_PATTERNS.forgotPassword,
    module: './ForgotPasswordPage',
    titleKey: 'pageTitle.forgotPassword',
    descriptionKey: 'pageDescription.forgotPassword',
    ...publicPage,
  },
  // The page of a mailed one-time link: never indexed.
  {
    path: ROUTE_PATTERNS.resetPassword,
    module: './ResetPasswordPage',
    titleKey: 'pageTitle.resetPassword',
    ...publicPage,
    indexed: false,
  },
] as const satisfies readonly (RouteDeclaration & { module: keyof typeof exposes })[];
