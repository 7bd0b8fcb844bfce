import { SHIPMENT_STATUSES, type ShipmentStatus } from '@shop/shared-contracts/api/marketplace';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { ListFilters } from '../shared/list-filters';
import { ListPages } from '../shared/list-pages';
import { Empty, Loading } from '../shared/page-states';
import { SellerFrame } from '../shared/seller-frame';
import { useListParams } from '../shared/use-list-params';
import { ShipmentCard } from './shipment-card';
import { useShipments } from './shipments-api';

function OrdersContent() {
  const { t } = useTranslation('seller');
  const list = useListParams();
  const shipments = useShipments({
    page: list.page,
    ...(list.status ? { status: list.status as ShipmentStatus } : {}),
  });
  return (
    <>
      <ListFilters
        status={{
          value: list.status,
          label: t('orders.statusFilter'),
          options: SHIPMENT_STATUSES.map(
            (status) => [status, t(`orders.status.${status}`)] as const,
          ),
          onChange: (status) => list.set({ status }),
        }}
      />
      {shipments.isPending ? (
        <Loading label={t('orders.loading')} />
      ) : shipments.isError ? (
        <QueryError error={shipments.error} onRetry={() => void shipments.refetch()} />
      ) : shipments.data.data.length === 0 ? (
        <Empty
          title={list.status ? t('orders.noneFound') : t('orders.none')}
          hint={t('orders.noneHint')}
        />
      ) : (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            {t('orders.count', { count: shipments.data.total })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {shipments.data.data.map((shipment) => (
              <ShipmentCard key={shipment.id} shipment={shipment} />
            ))}
          </Box>
          <ListPages
            page={shipments.data.current_page}
            last={shipments.data.last_page}
            onChange={(page) => list.set({ status: list.status, page })}
          />
        </>
      )}
    </>
  );
}

/** `/seller/orders`: the vendor's shipments, to accept, ship, deliver or cancel. */
export default function SellerOrdersPage() {
  return <SellerFrame title="orders.title">{() => <OrdersContent />}</SellerFrame>;
}
