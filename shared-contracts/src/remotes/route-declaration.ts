/**
 * The routes a remote owns, published with its build in its `mf-manifest.json` (under
 * `metaData.shopRoutes`). The render service reads them at run time and hands the browser the
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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';
const optionalBoolean = (value: unknown) => value === undefined || typeof value === 'boolean';

function parseRoute(value: unknown): RouteDeclaration | null {
  if (!isRecord(value)) return null;
  const { path, module, titleKey, descriptionKey } = value;
  const valid =
    typeof path === 'string' &&
    path.startsWith('/') &&
    typeof module === 'string' &&
    module.startsWith('./') &&
    optionalString(titleKey) &&
    optionalString(descriptionKey) &&
    optionalBoolean(value.private) &&
    optionalBoolean(value.withoutPageUi);
  if (!valid) return null;
  const route: RouteDeclaration = {
    path: path as `/${string}`,
    module: module as ExposedModulePath,
  };
  if (titleKey !== undefined) route.titleKey = titleKey as string;
  if (descriptionKey !== undefined) route.descriptionKey = descriptionKey as string;
  if (value.private === true) route.private = true;
  if (value.withoutPageUi === true) route.withoutPageUi = true;
  return route;
}

/**
 * The routes `remote`'s manifest publishes, or null when it publishes none (a build older than
 * published routes: the host's frozen table stands in). A malformed entry is left out (that page
 * is then not found) rather than stopping the shop: the manifest is another team's.
 */
export function routesOfManifest(remote: string, manifest: unknown): ShopRoute[] | null {
  const metaData = isRecord(manifest) ? manifest.metaData : undefined;
  const published = isRecord(metaData) ? metaData[MANIFEST_ROUTES_KEY] : undefined;
  if (!Array.isArray(published)) return null;
  return published.flatMap((value) => {
    const route = parseRoute(value);
    return route ? [{ ...route, remote }] : [];
  });
}
