import type {
  PagePrefetchContext,
  PrefetchingQueryClient,
} from '@shop/shared-contracts/remotes/page-module';
import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import {
  type RouteObject,
  useLoaderData,
  useRevalidator,
} from '@shop/shared-platform/router/react-router';
import { type ComponentType, memo, useCallback, useEffect, useState } from 'react';
import { loadRemotePage, type RemoteModulePath } from './load-remote-page';
import { startPagePrefetch } from './page-prefetch';
import { preloadPageUi } from './preload-page-ui';
import { preloadLinkedRemotesWhenIdle } from './preload-remote-links';
import { RemotePage } from './remote-page';
import { loadRemoteTexts, preloadRemoteTexts } from './remote-texts';
import { RemoteLoading } from './remote-unavailable';

export interface RemoteRouteOptions {
  path: string;
  remote: RemoteName;
  /** Exposed module, e.g. `./HomePage`. */
  module: RemoteModulePath;
  /**
   * Whether the page's first screen renders with the host's page UI files (`preloadPageUi`), so
   * the loader asks for them beside the page's code; default true.
   */
  pageUiAhead?: boolean;
  /** The page's query client, for the page module's `prefetch` (none: the page fetches alone). */
  queryClient?: PrefetchingQueryClient;
  /**
   * Loads the remote's texts into the page's i18next instance; default: the browser page's one.
   * The server passes the request's own.
   */
  loadTexts?: (remote: RemoteName) => Promise<unknown>;
  /** Whether the loader asks the browser to preload texts and page UI (false on the server). */
  preload?: boolean;
}

/** What the route's loader hands to the page: the remote's component, or why it is missing. */
export type RemotePageLoad = { Page: ComponentType } | { error: unknown };

/** Never throws: a remote that cannot be loaded is shown as the "unavailable" panel. */
export async function loadRemotePageData(
  remote: RemoteName,
  module: RemoteModulePath,
  prefetch?: PagePrefetchContext,
  loadTexts: (remote: RemoteName) => Promise<unknown> = loadRemoteTexts,
): Promise<RemotePageLoad> {
  try {
    const loaded = await loadRemotePage(remote, module);
    // The page's first data starts now, beside its texts and the shell's render.
    if (prefetch) startPagePrefetch(loaded, prefetch);
    // Its texts too, so the page's first render need not wait for them (see loadRemoteTexts).
    await loadTexts(remote);
    return { Page: loaded.default };
  } catch (error) {
    console.error('[shop] a remote page could not be loaded', error);
    return { error };
  }
}

/**
 * The router's id of a remote's route: explicit (not the router's own by position), so the first
 * page's data can be handed to the browser's router (`app/first-page-data.ts`).
 */
const remoteRouteId = (remote: RemoteName, path: string) => `${remote} ${path}`;

// The route reads the router's state (`useLoaderData`, `useRevalidator`), so it renders again on
// each of the router's updates, among them the "loading" state of a navigation away from it. Its
// props to the page stay the same then, and without `memo` the page it is leaving rendered whole
// again before the next one: the home page's product cards, about 70 ms of a click on a header
// link to `/signin` (bench:web's click to content).
const StableRemotePage = memo(RemotePage);

/**
 * A route whose page comes from a remote. The page is loaded by the route's loader, so the router
 * keeps showing the current page until the next one is ready (no spinner flashed on every route
 * change); only the first page of a visit shows the spinner, in the space the page will take.
 */
export function remoteRoute({
  path,
  remote,
  module,
  pageUiAhead = true,
  queryClient,
  loadTexts,
  preload = true,
}: RemoteRouteOptions): RouteObject {
  function RemoteRoutePage() {
    const load = useLoaderData() as RemotePageLoad;
    const revalidator = useRevalidator();
    const [attempt, setAttempt] = useState(0);
    const loaded = 'Page' in load;
    useEffect(() => (loaded ? preloadLinkedRemotesWhenIdle() : undefined), [loaded]);
    // Retry runs the loader again; the new attempt also resets the error boundary.
    const retry = useCallback(() => {
      setAttempt((count) => count + 1);
      void revalidator.revalidate();
    }, [revalidator]);
    return (
      <StableRemotePage
        key={`${remote}/${module}#${attempt}`}
        remote={remote}
        load={load}
        retrying={revalidator.state === 'loading'}
        onRetry={retry}
      />
    );
  }
  return {
    id: remoteRouteId(remote, path),
    path,
    loader: ({ params, request }) => {
      // The page's texts download with its code; asked for by the page itself they would wait
      // until its code had run.
      if (preload) {
        preloadRemoteTexts(remote);
        if (pageUiAhead) preloadPageUi();
      }
      const prefetch = queryClient && { params, url: new URL(request.url), queryClient };
      return loadRemotePageData(remote, module, prefetch, loadTexts);
    },
    Component: RemoteRoutePage,
    HydrateFallback: () => (
      <RemotePage.Frame>
        <RemoteLoading />
      </RemotePage.Frame>
    ),
  };
}
