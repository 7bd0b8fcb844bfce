/**
 * The routes a workspace remote publishes for the pages of its entry in the remote manifest, with
 * the flags the host used to keep in tables of its own: its build publishes them
 * (`defineRemoteConfig`), and the host falls back on them for a workspace remote whose manifest it
 * cannot read or that publishes none.
 */
import { PRIVATE_ROUTE_PATTERNS, ROUTE_PATTERNS } from '../routes';
import { type RemoteName, routesOf } from './remote-manifest';
import type { RouteDeclaration } from './route-declaration';

/**
 * The remote pages whose first screen renders without the host's page UI files, so their loaders
 * do not ask for them ahead: the home page, whose first render has a budget of its own
 * (`scripts/check-budgets.mjs`), and the order confirmation (found by
 * `e2e/budgets-per-route.spec.ts`).
 */
export const WITHOUT_PAGE_UI: ReadonlySet<string> = new Set([
  ROUTE_PATTERNS.home,
  ROUTE_PATTERNS.orderConfirmation,
]);

/** Whether `path` is one of `PRIVATE_ROUTE_PATTERNS` or below one ending in `/*`. */
function isPrivatePattern(path: string): boolean {
  return PRIVATE_ROUTE_PATTERNS.some(
    (pattern) =>
      pattern === path || (pattern.endsWith('/*') && path.startsWith(pattern.slice(0, -1))),
  );
}

export function declaredRoutesOf(remote: RemoteName): RouteDeclaration[] {
  return routesOf(remote).map(({ path, module }) => ({
    path: path as `/${string}`,
    module,
    ...(isPrivatePattern(path) ? { private: true } : {}),
    ...(WITHOUT_PAGE_UI.has(path) ? { withoutPageUi: true } : {}),
  }));
}
