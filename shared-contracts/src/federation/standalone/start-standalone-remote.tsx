import { CircularProgress } from '@mui/material';
import { type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../../i18n/init-i18n';
import { setRuntimeConfig } from '../../runtime/runtime-config-store';
import type { RemoteName } from '../../runtime-config';
import { ShopThemeProvider } from '../../theme/shop-theme-provider';
import { localRuntimeConfig } from '../remote-ports';

/**
 * Boots a remote alone on its own dev server: local runtime config, i18n reading the remote's
 * namespace from its own origin, theme with RTL cache. `app` holds the router and the pages.
 */
export async function startStandaloneRemote(remote: RemoteName, app: ReactNode) {
  setRuntimeConfig(localRuntimeConfig(window.location.hostname));
  await initI18n({ namespaceOrigins: { [remote]: window.location.origin } });
  const container = document.getElementById('root');
  if (!container) throw new Error('The standalone page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <ShopThemeProvider>
        <Suspense fallback={<CircularProgress />}>{app}</Suspense>
      </ShopThemeProvider>
    </StrictMode>,
  );
}
