import { declaredRoutesOf } from '@shop/shared-contracts/remotes/declared-routes';
import { REMOTE_NAMES } from '@shop/shared-contracts/remotes/remote-manifest';
import type {
  ExposedModulePath,
  RouteDeclaration,
  ShopRoute,
} from '@shop/shared-contracts/remotes/route-declaration';

/** Where the routes sit in a remote's `mf-manifest.json`, under `metaData` (`defineRemoteConfig`). */
const MANIFEST_ROUTES_KEY = 'shopRoutes';

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
 * The routes `remote`'s manifest publishes, or null when it publishes none. A malformed entry is left out (that page is then
 * not found) rather than stopping the shop: the manifest is another team's.
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

/** The routes a workspace remote's build publishes (none for a remote the workspace lacks). */
function workspaceRoutesOf(remote: string): ShopRoute[] {
  const known = REMOTE_NAMES.find((name) => name === remote);
  return known ? declaredRoutesOf(known).map((route) => ({ ...route, remote })) : [];
}

/**
 * The shop's routes, remote by remote in the configuration's order: those `manifestOf` finds
 * published. `manifestOf` answers undefined for a manifest it could not read; a remote of the
 * workspace whose manifest is unreadable or publishes no routes (a build older than platform 4.9,
 * which a 5.x host refuses) keeps the routes of the workspace's remote manifest, as this host was
 * built with them, so its pages show the "unavailable" panel with the reason instead of "not
 * found"; any other remote has none. The render service's, and a static shell's (loaded on demand there: a server-rendered
 * page has the table in its document state, and its first render has no byte to spare).
 */
export async function resolveShopRoutes(
  remotes: Readonly<Record<string, string>>,
  manifestOf: (url: string) => Promise<unknown>,
): Promise<ShopRoute[]> {
  const tables = await Promise.all(
    Object.entries(remotes).map(async ([remote, url]) => {
      const manifest = await manifestOf(url).catch(() => undefined);
      return routesOfManifest(remote, manifest) ?? workspaceRoutesOf(remote);
    }),
  );
  return tables.flat();
}
