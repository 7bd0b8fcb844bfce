import {
  type createBrowserRouter,
  matchPath,
  type RouteObject,
} from '@shop/shared-platform/router/react-router';

type HydrationState = NonNullable<Parameters<typeof createBrowserRouter>[1]>['hydrationData'];

function* routesOf(table: readonly RouteObject[]): Generator<RouteObject> {
  for (const route of table) {
    yield route;
    if (route.children) yield* routesOf(route.children);
  }
}

/**
 * The loader data of a server-rendered document's page, for the browser router's
 * `hydrationData`, as any data router takes over server-rendered markup. Without it the router
 * runs an initial navigation, and `ScrollRestoration` answers that by scrolling to the top: a
 * shopper who had scrolled the server's page (to a link, say) saw it jump back up when the app
 * started, and a press made then landed on whatever had moved under the pointer. The data comes
 * from the page's own loader, run here; undefined when no route with an id matches (the host's
 * own pages), which the router then loads as before.
 */
export async function firstPageData(
  table: readonly RouteObject[],
  href: string,
): Promise<HydrationState | undefined> {
  const url = new URL(href);
  for (const route of routesOf(table)) {
    if (!route.id || !route.path || typeof route.loader !== 'function') continue;
    const match = matchPath(route.path, url.pathname);
    if (!match) continue;
    const args = { params: match.params, request: new Request(url), context: undefined };
    const data: unknown = await route.loader(args as Parameters<typeof route.loader>[0]);
    return { loaderData: { [route.id]: data } };
  }
  return undefined;
}
