import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { RequireSession } from '@shop/shared-platform/session/require-session';
import { Alert, Box, Button } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import type { ReactNode } from 'react';
import { statusOf } from './api-problem';
import { Empty, Loading } from './page-states';
import { PageHeading } from './section-nav';
import { type SellerStore, useSellerStore } from './seller-api';
import { SellerNav } from './seller-nav';

interface SellerFrameProps {
  /** Key of the page's heading in the `seller` namespace. */
  title: string;
  children: (store: SellerStore) => ReactNode;
}

/** A signed-in user whose `GET /v1/seller/me` is 403: not a vendor (yet), with the way in. */
function NotAVendor() {
  const { t } = useTranslation('seller');
  return (
    <Empty
      title={t('gate.notVendor')}
      hint={t('gate.notVendorHint')}
      action={
        <Button component={RouterLink} to={routes.myAccount('vendor')} variant="contained">
          {t('gate.apply')}
        </Button>
      }
    />
  );
}

function VendorGate({ children }: Pick<SellerFrameProps, 'children'>) {
  const { t } = useTranslation('seller');
  const store = useSellerStore();
  if (store.isPending) return <Loading label={t('gate.loading')} />;
  if (store.isError) {
    if (statusOf(store.error) === 403) return <NotAVendor />;
    return <QueryError error={store.error} onRetry={() => void store.refetch()} />;
  }
  return (
    <>
      <SellerNav />
      {store.data.status === 'suspended' ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('gate.suspended')}
        </Alert>
      ) : null}
      {children(store.data)}
    </>
  );
}

/**
 * Every seller center page: heading, then (signed in, and a vendor) the section links and the
 * page. On the server and before the session is known only the heading and a spinner render.
 */
export function SellerFrame({ title, children }: SellerFrameProps) {
  return (
    <Box component="section" data-remote="seller" sx={{ py: 3, minWidth: 0 }}>
      <RequireSession frame={<PageHeading title={title} />}>
        <PageHeading title={title} />
        <VendorGate>{children}</VendorGate>
      </RequireSession>
    </Box>
  );
}
