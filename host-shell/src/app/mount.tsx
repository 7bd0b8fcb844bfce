import type { RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import { initI18n } from '@shop/shared-platform/i18n/init-i18n';
import { createPageQueryClient } from '@shop/shared-platform/query/create-page-query-client';
import { hydrate as hydrateQueries } from '@shop/shared-platform/query/react-query';
import { createBrowserRouter } from '@shop/shared-platform/router/react-router';
import { setRuntimeConfig } from '@shop/shared-platform/runtime/runtime-config-store';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { remotesOutOfStep } from '../federation/loaded-remote-versions';
import { preloadRemoteLinks } from '../federation/preload-remote-links';
import { namespaceOriginsOf } from '../federation/remote-texts';
import { setShopRoutes, shopRoutes } from '../federation/shop-routes';
import { App } from './app';
import type { DocumentState } from './document-state';
import { stopCapturingEarlyClicks } from './early-clicks';
import { firstPageData } from './first-page-data';
import { keyHistoryEntry } from './history-entry-key';
import { hydrateInSlices } from './hydrate-in-slices';
import { nextTask } from './next-task';
import { createRouteTable } from './route-table';

type Router = ReturnType<typeof createBrowserRouter>;

/** Resolves once the router has run the first page's loaders (its remote's code and texts). */
function routerReady(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/** Whether a loader of the first page answered an error (see `RemotePageLoad`) or threw. */
function firstPageFailed(router: Router): boolean {
  const { errors, loaderData } = router.state;
  if (errors) return true;
  return Object.values(loaderData).some(
    (data) => typeof data === 'object' && data !== null && 'error' in data,
  );
}

/**
 * Called by `src/index.ts` once the runtime configuration is loaded and remotes registered.
 * `rendered`: what a server-rendered document carries (null for the static shell); `hydrate`:
 * whether the page takes over the server's markup or renders anew (in another language).
 */
export async function mountApp(
  config: RuntimeConfig,
  rendered: DocumentState | null,
  hydrate: boolean,
): Promise<void> {
  const state = hydrate ? rendered : null;
  await nextTask();
  setRuntimeConfig(config);
  const texts = initI18n({
    namespaceOrigins: namespaceOriginsOf(config),
    ...(state ? { language: state.language } : {}),
  });
  // Created before React renders, so the stored-session check starts once per page and remotes
  // find the client through the shared @tanstack/react-query; the server's answers go in first.
  const queryClient = createPageQueryClient();
  // The server's answers serve either way: they do not depend on the language.
  if (rendered) hydrateQueries(queryClient, rendered.queries);
  // The server's table when it rendered the page (whatever the language), so the first render
  // matches its markup and no manifest is fetched before it; the static shell reads the manifests.
  setShopRoutes(
    rendered?.routes ??
      (await import(
        /* webpackChunkName: "on-demand-routes" */ '../federation/static-shell-routes'
      ).then(({ readPublishedRoutes }) => readPublishedRoutes(config))),
  );
  const routeTable = createRouteTable({ queryClient });
  keyHistoryEntry();
  // Hydrating, the router starts with the first page's data, as on the server (see firstPageData).
  const router = createBrowserRouter(
    routeTable,
    state ? { hydrationData: await firstPageData(routeTable, window.location.href) } : undefined,
  );
  await texts;
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the shop into.');
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (state) {
    // Hydration needs the page's component, which the first route's loader brings.
    await routerReady(router);
    const outOfStep = remotesOutOfStep(state.remoteVersions);
    // The server rendered the page, but its remote's code did not reach this browser: the page
    // shows the "unavailable" panel, which is not the server's markup.
    if (firstPageFailed(router)) outOfStep.push('the first page (its remote did not load)');
    if (outOfStep.length === 0) {
      // Presses from here on are React's own (see `stopCapturingEarlyClicks`).
      stopCapturingEarlyClicks();
      hydrateInSlices(container, app);
      preloadRemoteLinks(shopRoutes());
      return;
    }
    console.info(`[shop] rendering anew: ${outOfStep.join(', ')} changed since the server render`);
  }
  await nextTask();
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices of a few milliseconds and lets the
  // browser in between, instead of one long task that blocks input (Total Blocking Time).
  startTransition(() => root.render(app));
  preloadRemoteLinks(shopRoutes());
}
