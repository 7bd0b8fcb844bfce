import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Outlet, ScrollRestoration } from '@shop/shared-platform/router/react-router';
import { Box } from '@shop/shared-platform/ui/mui-core';
import { useDeferredUnlessFromServer } from '@shop/shared-platform/ui/use-hydrated';
import { useEffect, useRef } from 'react';
import { replayEarlyClick } from '../app/early-clicks';
import { useDocumentTitle } from '../app/route-titles';
import { LazyFooter } from '../footer/lazy-footer';
import { Header } from '../header/header';
import { SignedOutNotice } from './signed-out-notice';
import { useFocusOnNavigation } from './use-focus-on-navigation';

/** Header, the routed page in `<main>`, footer: on every page. */
export function ShellLayout() {
  const { t } = useTranslation();
  useDocumentTitle();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  // The header and the page around it have hydrated now (the root's own effect may run before
  // them): a button pressed while the app was still starting is pressed again.
  useEffect(replayEarlyClick, []);
  // The first screen commits in two steps, the shell and then the page with the footer (a
  // deferred value's render): in one commit, with every new element's styles inserted, it was
  // one long task of about 170 ms under Lighthouse's 4x slowdown. The footer comes with the page:
  // shown before it, at the foot of the empty screen, the page would push it down (a layout
  // shift). Later pages are not held back: the value stays true. A page rendered by the server
  // arrives whole, and hydrates whole.
  const showPage = useDeferredUnlessFromServer(true, false);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          zIndex: 'tooltip',
          bgcolor: 'background.paper',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('header.skipToContent')}
      </Box>
      <Header />
      <Box component="main" id="main" ref={main} sx={{ flex: 1 }}>
        {showPage ? (
          <>
            <SignedOutNotice />
            <Outlet />
          </>
        ) : null}
      </Box>
      {showPage ? <LazyFooter /> : null}
      <ScrollRestoration />
    </Box>
  );
}
