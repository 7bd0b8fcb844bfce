/**
 * The routes a remote owns, declared in its own `src/routes.ts` and published with its build in
 * its `mf-manifest.json` (under `metaData.shopRoutes`). The host and the render service read them
 * at run time, so a new page is a deploy of its remote, with no change to the host.
 */

/** Exposed module name as Module Federation writes it, e.g. `./HomePage`. */
export type ExposedModulePath = `./${string}`;

export interface RouteDeclaration {
  /** React Router pattern, e.g. `/product/:id`. */
  path: `/${string}`;
  /** The exposed module that renders it, e.g. `./ProductPage`. */
  module: ExposedModulePath;
  /**
   * The page's title, a key in the remote's own namespace (`pageTitle.product`); null for a page
   * that carries the shop's own title (the home page).
   */
  titleKey: string | null;
  /** The search engines' description of the page, a key in the remote's namespace; else the shop's. */
  descriptionKey?: string;
  /** Whether the page means anything without a signed-in shopper. */
  session: 'required' | 'none';
  /** Whether crawlers may index it (false: `noindex`, and `Disallow` in robots.txt). */
  indexed: boolean;
  /**
   * Whether the page's first screen renders with the host's page UI files, so the route asks for
   * them beside the page's code (`e2e/budgets-per-route.spec.ts` finds a page that should not).
   */
  pageUiAhead: boolean;
}

/** A route with the remote that owns it: what the host's route table is built from. */
export interface RemoteRoute extends RouteDeclaration {
  remote: string;
}

/** Where the routes sit in a remote's `mf-manifest.json`. */
export const MANIFEST_ROUTES_KEY = 'shopRoutes';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function parseRoute(value: unknown): RouteDeclaration | null {
  if (!isRecord(value)) return null;
  const { path, module, titleKey, descriptionKey, session, indexed, pageUiAhead } = value;
  const valid =
    typeof path === 'string' &&
    path.startsWith('/') &&
    typeof module === 'string' &&
    module.startsWith('./') &&
    (titleKey === null || typeof titleKey === 'string') &&
    (descriptionKey === undefined || typeof descriptionKey === 'string') &&
    (session === 'required' || session === 'none') &&
    typeof indexed === 'boolean' &&
    typeof pageUiAhead === 'boolean';
  if (!valid) return null;
  return {
    path: path as `/${string}`,
    module: module as ExposedModulePath,
    titleKey,
    ...(descriptionKey === undefined ? {} : { descriptionKey }),
    session,
    indexed,
    pageUiAhead,
  };
}

/**
 * The routes a remote's manifest publishes, owned by `remote`. A malformed entry is left out
 * (that page is then not found) rather than stopping the shop: the manifest is another team's.
 */
export function routesOfManifest(remote: string, manifest: unknown): RemoteRoute[] {
  const metaData = isRecord(manifest) ? manifest.metaData : undefined;
  const published = isRecord(metaData) ? metaData[MANIFEST_ROUTES_KEY] : undefined;
  if (!Array.isArray(published)) return [];
  return published.flatMap((value) => {
    const route = parseRoute(value);
    return route ? [{ ...route, remote }] : [];
  });
}

/** A visitable address of a route pattern: parameters (`:id`) become `1`, e.g. `/product/1`. */
export function examplePath(pattern: string): string {
  return pattern.replace(/:[^/]+/g, '1');
}
