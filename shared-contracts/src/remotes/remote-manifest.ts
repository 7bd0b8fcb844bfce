/**
 * The remote manifest: every part of the shop that runs on its own port in the workspace,
 * declared once. The remotes' build configs, the start scripts, the local runtime config and the
 * e2e tests read it. A remote's pages and routes are its own (`mfe-<name>/src/routes.ts`), published
 * with its build; a deployed shop may run remotes this file never names (runtime configuration).
 *
 * Plain data with literal types (`as const`), so the compiler knows every remote name. The start
 * scripts (plain JavaScript) load this file through tsx.
 */

export interface PackageDeclaration {
  /** Folder of the package in the workspace, e.g. `mfe-catalog`. */
  directory: string;
  /** `name` in its package.json, e.g. `@shop/mfe-catalog` (also its `pnpm --filter`). */
  packageName: `@shop/${string}`;
  /** Port on localhost for `pnpm start`, `pnpm dev` and the e2e suite. */
  port: number;
}

const remotes = {
  catalog: { directory: 'mfe-catalog', packageName: '@shop/mfe-catalog', port: 3001 },
  product: { directory: 'mfe-product', packageName: '@shop/mfe-product', port: 3002 },
  cartCheckout: {
    directory: 'mfe-cart-checkout',
    packageName: '@shop/mfe-cart-checkout',
    port: 3003,
  },
  account: { directory: 'mfe-account', packageName: '@shop/mfe-account', port: 3004 },
  auth: { directory: 'mfe-auth', packageName: '@shop/mfe-auth', port: 3005 },
} as const satisfies Record<string, PackageDeclaration>;

/** Every remote of the workspace: Module Federation name (also its i18n namespace) -> package. */
export const REMOTES = remotes;

export type RemoteName = keyof typeof remotes;

export const REMOTE_NAMES = Object.keys(remotes) as RemoteName[];

/** The host application (the shell every remote renders in). */
export const HOST = {
  directory: 'host-shell',
  packageName: '@shop/host-shell',
  port: 3000,
} as const satisfies PackageDeclaration;

/** The shop API (Fastify). */
export const API = {
  directory: 'shop-api',
  packageName: '@shop/shop-api',
  port: 4000,
} as const satisfies PackageDeclaration;
