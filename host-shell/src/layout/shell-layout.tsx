import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Outlet, ScrollRestoration } from '@shop/shared-platform/router/react-router';
import { Box } from '@shop/shared-platform/ui/mui-core';
import { useRef } from 'react';
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
        <SignedOutNotice />
        <Outlet />
      </Box>
      <LazyFooter />
      <ScrollRestoration />
    </Box>
  );
}
