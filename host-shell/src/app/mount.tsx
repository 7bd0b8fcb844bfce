import type { RuntimeConfig } from '@shop/shared-contracts/runtime-config';
import { initI18n } from '@shop/shared-platform/i18n/init-i18n';
import { createPageQueryClient } from '@shop/shared-platform/query/create-page-query-client';
import { createBrowserRouter } from '@shop/shared-platform/router/react-router';
import { setRuntimeConfig } from '@shop/shared-platform/runtime/runtime-config-store';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadRemoteLinks } from '../federation/preload-remote-links';
import { namespaceOriginsOf } from '../federation/remote-texts';
import { App } from './app';
import { nextTask } from './next-task';
import { createRouteTable, REMOTE_ROUTES } from './route-table';

/** Called by `src/index.ts` once the runtime configuration is loaded and remotes registered. */
export async function mountApp(config: RuntimeConfig): Promise<void> {
  // The shell's own code has just run (the router and the shell's modules; React DOM and MUI ran
  // before it, see `LIBRARIES` in `src/index.ts`); the set-up and the first render each follow in
  // a task of their own (see `nextTask`).
  await nextTask();
  setRuntimeConfig(config);
  const texts = initI18n({ namespaceOrigins: namespaceOriginsOf(config) });
  // Created before React renders, so the stored-session check starts once per page (not per
  // StrictMode render) and remotes find the client through the shared @tanstack/react-query;
  // before the router, whose first loader starts the page's first data in it (`prefetch`).
  const queryClient = createPageQueryClient();
  // Created here, the router starts the first page's loader (its remote's page code, fetched
  // since the entry asked for it) while i18next reads the host's texts, not after them.
  const router = createBrowserRouter(createRouteTable(queryClient));
  await texts;
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the shop into.');
  const root = createRoot(container);
  // As a transition, React renders the first screen in slices of a few milliseconds and lets the
  // browser in between, instead of one long task that blocks input (Total Blocking Time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
  preloadRemoteLinks(REMOTE_ROUTES);
}
