import { routes, sellerRoutes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink, useLocation } from '@shop/shared-platform/router/react-router';
import { RequireSession } from '@shop/shared-platform/session/require-session';
import { Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';
import { Empty } from '../shared/page-states';

function Heading({ title }: { title: string }) {
  const { t } = useTranslation('seller');
  return (
    <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
      {t(title)}
    </Typography>
  );
}

function BackOfficeNav() {
  const { t } = useTranslation('seller');
  const { pathname } = useLocation();
  const links = [
    { to: sellerRoutes.backOffice(), key: 'backOffice.nav.applications' },
    { to: sellerRoutes.backOfficeVendors(), key: 'backOffice.nav.vendors' },
  ];
  return (
    <Box
      component="nav"
      aria-label={t('backOffice.nav.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {links.map(({ to, key }) => (
        <Button
          key={to}
          component={RouterLink}
          to={to}
          size="small"
          variant={pathname === to ? 'contained' : 'outlined'}
          aria-current={pathname === to ? 'page' : undefined}
        >
          {t(key)}
        </Button>
      ))}
    </Box>
  );
}

/** What a signed-in user who is not an operator sees: the API answered 403. */
export function NoAccess() {
  const { t } = useTranslation('seller');
  return (
    <Empty
      title={t('backOffice.noAccess')}
      hint={t('backOffice.noAccessHint')}
      action={
        <Button component={RouterLink} to={routes.home()} variant="contained">
          {t('backOffice.toShop')}
        </Button>
      }
    />
  );
}

/** Every back office page: heading, section links, then the page (which handles its own 403). */
export function OperatorFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" data-remote="seller" sx={{ py: 3, minWidth: 0 }}>
      <RequireSession frame={<Heading title={title} />}>
        <Heading title={title} />
        <BackOfficeNav />
        {children}
      </RequireSession>
    </Box>
  );
}
