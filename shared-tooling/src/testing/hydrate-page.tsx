import type { Language } from '@shop/shared-contracts/i18n/languages';
import { QueryClientProvider } from '@shop/shared-platform/query/react-query';
import { createMemoryRouter, RouterProvider } from '@shop/shared-platform/router/react-router';
import { loadDirectionSupport } from '@shop/shared-platform/theme/emotion-caches';
import { ShopThemeProvider } from '@shop/shared-platform/theme/shop-theme-provider';
import { preloadAlert } from '@shop/shared-platform/ui/mui-core';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, vi } from 'vitest';
import type { ServerQueryData } from './render-page-on-server';
import {
  applySession,
  createTestQueryClient,
  Landing,
  type TestSession,
} from './render-remote-page';
import { setupTestI18n } from './test-i18n';

export interface HydratePageOptions {
  /** The address, e.g. `/product/7`. */
  url: string;
  /** The route pattern the page is mounted on (default: the pathname of `url`). */
  path?: string;
  language: Language;
  namespaces: string[];
  /** What the browser holds when the page loads; the server always renders signed out. */
  session: TestSession;
  /** The query cache the server rendered with (the page receives it dehydrated). */
  data?: ServerQueryData[];
  /** The browser's time zone (default: the machine's); the server renders in UTC. */
  browserTimeZone?: string;
}

/** Runs `work` with the process in `timeZone` (Node reads `TZ` again when it changes). */
async function inTimeZone<T>(timeZone: string | undefined, work: () => Promise<T>): Promise<T> {
  const before = process.env.TZ;
  if (timeZone) process.env.TZ = timeZone;
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.replaceChildren();
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    html += decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/**
 * Renders a page as the server does (React's server renderer, which reads every store's server
 * snapshot: signed out, no width, no event heard), puts the HTML into the document and hydrates
 * it as the browser does, with the shopper's `session` in storage. Returns the hydration errors
 * React reported (a mismatch between the server's markup and the browser's first render) and
 * the container, in which the shopper's own state shows once hydration is done. In a browser
 * environment (happy-dom); `renderPageOnServer` checks the server side without `window`.
 */
export async function hydrateServerRenderedPage(ui: ReactNode, options: HydratePageOptions) {
  const { url, language, namespaces, session, data = [] } = options;
  const path = options.path ?? new URL(url, 'http://shop.test').pathname;
  await setupTestI18n({ language, namespaces });
  await loadDirectionSupport(language);
  await preloadAlert();
  // The server knows no browser storage: it renders with none, whatever the shopper holds.
  applySession('signed-out');
  const queryClient = createTestQueryClient();
  for (const entry of data) queryClient.setQueryData(entry.queryKey, entry.data);
  const page = () => (
    <QueryClientProvider client={queryClient}>
      <ShopThemeProvider language={language}>
        <RouterProvider
          router={createMemoryRouter(
            [
              { path, element: ui },
              { path: '*', element: <Landing /> },
            ],
            { initialEntries: [url] },
          )}
        />
      </ShopThemeProvider>
    </QueryClientProvider>
  );
  // Every Suspense boundary inline, as the render service must send them (see
  // `renderPageOnServer`); React's outlined parts would need scripts `innerHTML` does not run.
  const html = await inTimeZone('UTC', async () => {
    const { prelude } = await prerender(page(), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
    const rendered = await readAll(prelude);
    // Server and browser share one React here. A server render that resumed a waiting part
    // leaves that part's context values in React's context objects until the next server render
    // starts (a real server is another process): the browser's render would find a router
    // around its own. An empty render puts them back.
    await prerender(null);
    return rendered;
  });
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverHtml = container.innerHTML;
  applySession(session);
  const errors: unknown[] = [];
  // A text mismatch is a recoverable error; an attribute mismatch only a console message.
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => /hydrat/i.test(String(arg)))) errors.push(args.join(' '));
  });
  try {
    await inTimeZone(options.browserTimeZone, () =>
      act(async () => {
        roots.push(
          hydrateRoot(container, page(), {
            onRecoverableError: (error) => void errors.push(error),
          }),
        );
      }),
    );
  } finally {
    consoleError.mockRestore();
  }
  return { container, errors, queryClient, serverHtml };
}
