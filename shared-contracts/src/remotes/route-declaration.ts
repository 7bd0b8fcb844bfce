/**
 * The routes a remote owns, published with its build in its `mf-manifest.json` (under
 * `metaData.shopRoutes`; written by `defineRemoteConfig`, read by the host's
 * `federation/published-routes.ts`). Types only: code here would join the host's start-up files. The render service reads them at run time and hands the browser the
 * table it rendered with, so a new page or a new remote is a deploy plus a runtime configuration
 * change, with no host rebuild.
 */

/** Exposed module name as Module Federation writes it, e.g. `./HomePage`. */
export type ExposedModulePath = `./${string}`;

export interface RouteDeclaration {
  /** React Router pattern, e.g. `/product/:id`. */
  path: `/${string}`;
  /** The exposed module that renders it, e.g. `./ProductPage`. */
  module: ExposedModulePath;
  /**
   * The page's title as an i18next key, `<remote>:<key>` for one in the remote's own texts; left
   * out, the host's table of titles names it (the pages that existed before routes were published).
   */
  titleKey?: string;
  /** The search engines' description, an i18next key like `titleKey`; else the host's table. */
  descriptionKey?: string;
  /** Only for a signed-in shopper (or a one-time link): `noindex`, no personal data rendered. */
  private?: boolean;
  /** Whether the first screen renders without the host's page UI files (the budgeted pages). */
  withoutPageUi?: boolean;
}

/** A route with the remote that owns it: what the host's route table is built from. */
export interface ShopRoute extends RouteDeclaration {
  remote: string;
}

/** Where the routes sit in a remote's `mf-manifest.json`, under `metaData`. */
export const MANIFEST_ROUTES_KEY = 'shopRoutes';
