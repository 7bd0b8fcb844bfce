import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import { initI18n } from '@shop/shared-platform/i18n/init-i18n';
import { createPageQueryClient } from '@shop/shared-platform/query/create-page-query-client';
import { BrowserRouter, Link, Route, Routes } from '@shop/shared-platform/router/react-router';
import { setRuntimeConfig } from '@shop/shared-platform/runtime/runtime-config-store';
import { Button, CircularProgress } from '@shop/shared-platform/ui/mui-core';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { localRuntimeConfig } from '../federation/remote-ports';
import { DevHarnessBar } from './dev-harness-bar';
import { PageProviders } from './page-providers';

export interface StandalonePage {
  /** Route pattern, as the host routes it. */
  path: string;
  /** Where the harness link goes when the pattern has parameters, e.g. `/product/1`. */
  link?: string;
  element: ReactNode;
}

/**
 * Boots a remote alone on its own dev server: local runtime config, i18n reading the remote's
 * namespace from its own origin, the page's query client (which checks a stored session), theme
 * with RTL cache, and a router with the developer toolbar linking to each page.
 */
export async function startStandaloneRemote(remote: RemoteName, pages: StandalonePage[]) {
  // The API at this dev server's own /api (its proxy), as the shop has it at its own origin.
  setRuntimeConfig({
    ...localRuntimeConfig(window.location.hostname),
    apiBaseUrl: `${window.location.origin}/api`,
  });
  await initI18n({ namespaceOrigins: { [remote]: window.location.origin } });
  const queryClient = createPageQueryClient();
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <PageProviders queryClient={queryClient}>
        <Suspense fallback={<CircularProgress />}>
          <BrowserRouter>
            <DevHarnessBar remote={remote}>
              {pages.map(({ path, link = path }) => (
                <Button key={path} size="small" component={Link} to={link}>
                  {link}
                </Button>
              ))}
            </DevHarnessBar>
            <Routes>
              {pages.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
            </Routes>
          </BrowserRouter>
        </Suspense>
      </PageProviders>
    </StrictMode>,
  );
}
