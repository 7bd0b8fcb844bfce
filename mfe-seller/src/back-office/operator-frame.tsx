import { routes, sellerRoutes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { RequireSession } from '@shop/shared-platform/session/require-session';
import { Box, Button } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';
import { Empty } from '../shared/page-states';
import { PageHeading, SectionNav } from '../shared/section-nav';

const LINKS = [
  { to: sellerRoutes.backOffice(), key: 'backOffice.nav.applications', exact: true },
  { to: sellerRoutes.backOfficeVendors(), key: 'backOffice.nav.vendors', exact: true },
];

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
      <RequireSession frame={<PageHeading title={title} />}>
        <PageHeading title={title} />
        <SectionNav label="backOffice.nav.label" links={LINKS} />
        {children}
      </RequireSession>
    </Box>
  );
}
