import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, Button, Stack } from '@shop/shared-platform/ui/mui-core';
import { Pagination } from '@shop/shared-platform/ui/mui-page';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import type { ReactNode } from 'react';
import { PanelEmpty } from '../shared/panel-empty';
import { PanelHeading } from '../shared/panel-heading';
import { PanelLoading } from '../shared/panel-loading';
import { useOrders } from './api/get-orders';
import { OrderCard } from './order-card';
import { OrdersFilters } from './orders-filters';
import { useOrdersQuery } from './use-orders-query';

/** The shopper's orders: search, status filter, expandable cards and pages from the server. */
export default function OrdersPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('account');
  const { q, status, page, query, update } = useOrdersQuery();
  const orders = useOrders(query);
  const filtered = Boolean(q) || status !== 'all';

  let body: ReactNode;
  if (orders.isPending) body = <PanelLoading label={t('orders.loading')} />;
  else if (orders.isError)
    body = <QueryError error={orders.error} onRetry={() => void orders.refetch()} />;
  else if (orders.data.data.length === 0)
    body = filtered ? (
      <PanelEmpty title={t('orders.noMatch')} hint={t('orders.noMatchHint')} />
    ) : (
      <PanelEmpty
        title={t('orders.empty')}
        hint={t('orders.emptyHint')}
        action={
          <Button component={RouterLink} to={routes.store()} variant="contained">
            {t('common.toStore')}
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <Stack spacing={2} aria-busy={orders.isPlaceholderData}>
          {orders.data.data.map((order) => (
            <OrderCard key={order.id} order={order} headingLevel={headingLevel === 1 ? 2 : 3} />
          ))}
        </Stack>
        {orders.data.last_page > 1 ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
            <Pagination
              count={orders.data.last_page}
              page={Math.min(page, orders.data.last_page)}
              siblingCount={1}
              showFirstButton
              showLastButton
              color="primary"
              getItemAriaLabel={(type, number) =>
                type === 'page' ? t('orders.pageLabel', { number }) : t(`orders.pager.${type}`)
              }
              onChange={(_event, next) => {
                if (next !== page) update({ q, status, page: next });
              }}
            />
          </Box>
        ) : null}
      </>
    );

  return (
    <Box>
      <PanelHeading level={headingLevel}>{t('orders.title')}</PanelHeading>
      <OrdersFilters
        q={q}
        status={status}
        onSearch={(text) => update({ q: text })}
        onStatus={(next) => update({ status: next })}
      />
      {body}
    </Box>
  );
}
