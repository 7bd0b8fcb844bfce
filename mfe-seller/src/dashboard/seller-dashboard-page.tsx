import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { formatRating } from '@shop/shared-contracts/format/rating';
import { sellerRoutes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, Button, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { lazy, Suspense } from 'react';
import { PageLink } from '../shared/page-link';
import { Empty, Loading } from '../shared/page-states';
import { SellerFrame } from '../shared/seller-frame';
import { type SellerDashboard, useDashboard } from './dashboard-api';

const SalesChart = lazy(() => import('./sales-chart'));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 140px', minWidth: 0 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
    </Paper>
  );
}

function LowStock({ items }: { items: SellerDashboard['low_stock'] }) {
  const { t, i18n } = useTranslation('seller');
  if (items.length === 0) return <Typography>{t('dashboard.lowStockNone')}</Typography>;
  return (
    <Box component="ul" sx={{ m: 0, ps: 3 }}>
      {items.map((item) => (
        <li key={item.variant_id}>
          <PageLink to={sellerRoutes.sellerProduct(item.product_id)}>
            {localizedName(item, i18n.language)}
          </PageLink>
          {item.variant_label ? ` (${item.variant_label})` : ''}:{' '}
          {t('dashboard.inStock', { count: item.stock })}
        </li>
      ))}
    </Box>
  );
}

function Dashboard({ data }: { data: SellerDashboard }) {
  const { t, i18n } = useTranslation('seller');
  const revenue = data.sales_by_day.reduce((sum, day) => sum + day.revenue, 0);
  const orders = data.sales_by_day.reduce((sum, day) => sum + day.orders, 0);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Figure label={t('dashboard.toShip')} value={String(data.to_ship)} />
        <Figure label={t('dashboard.revenue30')} value={formatEuro(revenue, i18n.language)} />
        <Figure label={t('dashboard.orders30')} value={String(orders)} />
        <Figure
          label={t('dashboard.rating')}
          value={
            data.rating.count === 0
              ? t('dashboard.noRating')
              : t('dashboard.ratingValue', {
                  average: formatRating(data.rating.average, i18n.language, 1),
                  count: data.rating.count,
                })
          }
        />
      </Box>
      {data.to_ship > 0 ? (
        <Box>
          <Button component={RouterLink} to={sellerRoutes.sellerOrders()} variant="contained">
            {t('dashboard.goShip', { count: data.to_ship })}
          </Button>
        </Box>
      ) : null}
      <Box component="section" aria-labelledby="sales-heading">
        <Typography id="sales-heading" variant="h6" component="h2">
          {t('dashboard.sales')}
        </Typography>
        {orders === 0 ? (
          <Empty title={t('dashboard.noSales')} hint={t('dashboard.noSalesHint')} />
        ) : (
          <figure
            style={{ margin: 0 }}
            aria-label={t('dashboard.chartLabel', {
              count: orders,
              revenue: formatEuro(revenue, i18n.language),
            })}
          >
            <Suspense fallback={<Loading label={t('dashboard.chartLoading')} />}>
              <SalesChart days={data.sales_by_day} />
            </Suspense>
          </figure>
        )}
      </Box>
      <Box component="section" aria-labelledby="low-stock-heading">
        <Typography id="low-stock-heading" variant="h6" component="h2">
          {t('dashboard.lowStock')}
        </Typography>
        <LowStock items={data.low_stock} />
      </Box>
    </Box>
  );
}

function DashboardContent() {
  const { t } = useTranslation('seller');
  const dashboard = useDashboard();
  if (dashboard.isPending) return <Loading label={t('dashboard.loading')} />;
  if (dashboard.isError)
    return <QueryError error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  return <Dashboard data={dashboard.data} />;
}

/** `/seller`: what needs doing today and how the store is going. */
export default function SellerDashboardPage() {
  return <SellerFrame title="dashboard.title">{() => <DashboardContent />}</SellerFrame>;
}
