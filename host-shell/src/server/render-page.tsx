import createEmotionServer from '@emotion/server/create-instance';
import { isRtl, languageTag } from '@shop/shared-contracts/i18n/languages';
import { categoriesKey } from '@shop/shared-contracts/query/query-keys';
import type { PrefetchingQueryClient } from '@shop/shared-contracts/remotes/page-module';
import {
  NONCE_PLACEHOLDER,
  type RenderRequest,
  type RenderResult,
} from '@shop/shared-contracts/render/render-contract';
import { I18nextProvider } from '@shop/shared-platform/i18n/react';
import { createShopQueryClient } from '@shop/shared-platform/query/create-shop-query-client';
import { dehydrate } from '@shop/shared-platform/query/react-query';
import { shopSettingsQuery } from '@shop/shared-platform/settings/shop-settings';
import {
  createRequestEmotionCache,
  loadDirectionSupport,
} from '@shop/shared-platform/theme/emotion-caches';
import { AppProviders } from '../app/app';

import { createRouteTable } from '../app/route-table';
import { setShopRoutes } from '../federation/shop-routes';
import { getCategories } from '../header/api/get-categories';
import { documentHead } from './document-head';
import { documentStateElement } from './document-state-element';
import { pageStatus } from './page-status';
import { renderToHtml } from './render-to-html';
import { createRequestI18n } from './request-i18n';
import { browserVersionOf, serverShopRoutes, useRuntimeConfig } from './server-remotes';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from './static-router';

/** How long the React render itself may take (data loading comes before it). */
const RENDER_DEADLINE_MS = 2_000;

/** Every server-side navigation in a render is a bug: the server never navigates. */
function noNavigation(path: string): void {
  throw new Error(`A server render tried to navigate to ${path}.`);
}

/**
 * Renders one document request: the route's loaders (the remote page's code, texts and first
 * data), then the whole page with the request's own i18next, query client and emotion cache.
 */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { language, runtimeConfig } = request;
  useRuntimeConfig(runtimeConfig);
  const direction = isRtl(language) ? 'rtl' : 'ltr';
  const [i18n, remoteRoutes] = await Promise.all([
    createRequestI18n(language, runtimeConfig),
    serverShopRoutes(runtimeConfig),
    loadDirectionSupport(language),
  ]);
  // A worker renders for one configuration, so every request of it sets the same table: the
  // titles and `noindex` rules read it.
  setShopRoutes(remoteRoutes);

  const queryClient = createShopQueryClient();
  // A failed read is the page's to show after hydration; retrying here only delays the page.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const pending: Promise<unknown>[] = [];
  const prefetching: PrefetchingQueryClient = {
    prefetchQuery: (options) => {
      const done = queryClient.prefetchQuery(options);
      pending.push(done);
      return done;
    },
  };
  // The header's category menu and delivery banner, on every page.
  void prefetching.prefetchQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => getCategories(signal),
  });
  void prefetching.prefetchQuery(shopSettingsQuery());

  const routes = createRouteTable({
    queryClient: prefetching,
    loadTexts: (remote) => i18n.loadNamespaces(remote),
    preload: false,
    remoteRoutes,
  });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(request.url, request.origin)));
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (location && (context.status === 301 || context.status === 302)) {
      return { kind: 'redirect', status: context.status, location };
    }
    throw new Error(`A loader answered ${context.status} without a redirect.`);
  }
  // A prefetch may start another once its first answer is in (the product, then its seller):
  // wait until no new one has started.
  for (let settled = 0; settled < pending.length; ) {
    const batch = pending.slice(settled);
    settled = pending.length;
    await Promise.allSettled(batch);
  }

  const emotionCache = createRequestEmotionCache(direction, NONCE_PLACEHOLDER);
  const emotionServer = createEmotionServer(emotionCache);
  const router = createStaticRouter(handler.dataRoutes, context);
  const root = await renderToHtml(
    <I18nextProvider i18n={i18n}>
      <AppProviders
        queryClient={queryClient}
        navigate={noNavigation}
        language={language}
        emotionCache={emotionCache}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </I18nextProvider>,
    RENDER_DEADLINE_MS,
  );
  const styles = emotionServer.constructStyleTagsFromChunks(
    emotionServer.extractCriticalToChunks(root),
  );

  const status = pageStatus(context, queryClient);
  const remote = remoteRoutes.find(({ path }) =>
    context.matches.some((match) => match.route.path === path),
  )?.remote;
  const version = remote ? await browserVersionOf(runtimeConfig, remote) : undefined;
  const remoteVersions = remote && version ? { [remote]: version } : {};
  return {
    kind: 'page',
    status,
    htmlAttributes: { lang: languageTag(language), dir: direction },
    head: `${documentHead({ request, i18n, queryClient, status })}${styles}`,
    root,
    data: documentStateElement({
      language,
      queries: dehydrate(queryClient),
      remoteVersions,
      routes: remoteRoutes,
    }),
    remoteVersions,
  };
}
