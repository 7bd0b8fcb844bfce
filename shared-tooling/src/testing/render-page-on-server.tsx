import type { Language } from '@shop/shared-contracts/i18n/languages';
import type { PagePrefetch } from '@shop/shared-contracts/remotes/page-module';
import { addPlatformTexts } from '@shop/shared-platform/i18n/platform-texts';
import { I18nextProvider } from '@shop/shared-platform/i18n/react';
import { createShopQueryClient } from '@shop/shared-platform/query/create-shop-query-client';
import { type QueryClient, QueryClientProvider } from '@shop/shared-platform/query/react-query';
import {
  createMemoryRouter,
  matchPath,
  RouterProvider,
} from '@shop/shared-platform/router/react-router';
import { loadDirectionSupport } from '@shop/shared-platform/theme/emotion-caches';
import { ShopThemeProvider } from '@shop/shared-platform/theme/shop-theme-provider';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { readNamespace } from './test-i18n';

/** A query the page finds answered in its cache, as after the server's prefetch. */
export interface ServerQueryData {
  queryKey: readonly unknown[];
  data: unknown;
}

export interface RenderPageOnServerOptions {
  /** The address rendered, e.g. `/store?category_id=3`. */
  url: string;
  /** The route pattern the page is mounted on (default: the pathname of `url`). */
  path?: string;
  language: Language;
  /** Namespaces of the package under test, read from its real `public/locales` files. */
  namespaces: string[];
  /** Package root holding `public/locales` (default: the directory the tests run in). */
  packageDir?: string;
  /** Answers put into the query client before rendering. */
  data?: ServerQueryData[];
  /** A layout route around the page (the host's shell), rendering it in its `<Outlet />`. */
  layout?: ReactNode;
  /** The page module's `prefetch`: run, and waited for, before rendering, as the server does. */
  prefetch?: PagePrefetch;
}

export interface ServerRenderedPage {
  html: string;
  /** What a reader sees: the HTML without styles, scripts and tags, entities decoded. */
  text: string;
  /** The request's query client after the render (what the server would dehydrate). */
  queryClient: QueryClient;
}

/** A fresh query client per render, as the server makes one per request; fails at once. */
function createServerQueryClient(): QueryClient {
  const client = createShopQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}

/** A fresh i18next instance per render, as the server makes one per request. */
async function createServerI18n(options: RenderPageOnServerOptions): Promise<i18n> {
  const { language, namespaces, packageDir = process.cwd() } = options;
  const texts: Record<string, Record<string, unknown>> = {};
  for (const namespace of namespaces)
    texts[namespace] = readNamespace(packageDir, language, namespace);
  // Given to the page by `I18nextProvider` only: `initReactI18next` would also make it the
  // process's default instance, which a server rendering several requests at once must not have.
  const instance = i18next.createInstance();
  await instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: texts },
    defaultNS: namespaces[0] ?? 'translation',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  addPlatformTexts(instance);
  return instance;
}

/** Waits until no query of the client is fetching (the server's "settled"). */
async function settle(queryClient: QueryClient): Promise<void> {
  while (queryClient.isFetching() > 0) {
    await new Promise<void>((resolve) => {
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        stop();
        resolve();
      });
    });
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': '\u00a0',
};

/** The page's text as a reader (or a crawler without JavaScript) gets it. */
export function visibleText(html: string): string {
  return (
    html
      .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(?:amp|lt|gt|quot|nbsp|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
      // Not \s: it would turn the no-break spaces of prices and dates into plain ones.
      .replace(/[ \t\n\r\f]+/g, ' ')
  );
}

/** Which of `expected` the page's text lacks (short failure messages instead of the whole HTML). */
export function missingTexts(page: ServerRenderedPage, expected: readonly string[]): string[] {
  return expected.filter((wanted) => !page.text.includes(wanted));
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    html += decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/**
 * Renders a page as the render service does, in a test file with `// @vitest-environment node`
 * (no `window`): the page's prefetch and given data in a fresh query client, a fresh i18next with
 * the package's real locale files, the theme for the language, a router at `url`. Waits for lazy
 * parts (`prerender`), so the HTML is the whole first screen. Any access to a browser global at
 * import time or during render throws here, as it would on the server.
 */
export async function renderPageOnServer(
  ui: ReactNode,
  options: RenderPageOnServerOptions,
): Promise<ServerRenderedPage> {
  if (typeof window !== 'undefined') {
    throw new Error('Render on the server in a node environment: // @vitest-environment node');
  }
  const { url, language, data = [], prefetch } = options;
  const queryClient = createServerQueryClient();
  const address = new URL(url, 'http://shop.test');
  const path = options.path ?? address.pathname;
  for (const entry of data) queryClient.setQueryData(entry.queryKey, entry.data);
  if (prefetch) {
    const params = matchPath(path, address.pathname)?.params ?? {};
    prefetch({ params, url: address, queryClient });
    await settle(queryClient);
  }
  const i18n = await createServerI18n(options);
  await loadDirectionSupport(language);
  const page = { path, element: ui };
  const routes = options.layout ? [{ element: options.layout, children: [page] }] : [page];
  const router = createMemoryRouter(routes, {
    initialEntries: [`${address.pathname}${address.search}`],
  });
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ShopThemeProvider language={language}>
          <RouterProvider router={router} />
        </ShopThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>,
    // Every Suspense boundary inline: past 12,800 bytes React sends the rest as hidden parts
    // moved into place by inline scripts, which a reader without JavaScript never sees.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A part that failed on the server is left to the browser by React; the test must see it.
  if (errors.length > 0) throw errors[0];
  const html = await readAll(prelude);
  return { html, text: visibleText(html), queryClient };
}
