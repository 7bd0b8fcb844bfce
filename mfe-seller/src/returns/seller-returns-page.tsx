import { RETURN_STATUSES, type ReturnStatus } from '@shop/shared-contracts/api/marketplace-money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { ListFilters } from '../shared/list-filters';
import { ListPages } from '../shared/list-pages';
import { Empty, Loading } from '../shared/page-states';
import { SellerFrame } from '../shared/seller-frame';
import { useListParams } from '../shared/use-list-params';
import { ReturnCard } from './return-card';
import { useReturns } from './returns-api';

function ReturnsContent() {
  const { t } = useTranslation('seller');
  const list = useListParams();
  const returns = useReturns({
    page: list.page,
    ...(list.status ? { status: list.status as ReturnStatus } : {}),
  });
  return (
    <>
      <ListFilters
        status={{
          value: list.status,
          label: t('returns.statusFilter'),
          options: RETURN_STATUSES.map(
            (status) => [status, t(`returns.status.${status}`)] as const,
          ),
          onChange: (status) => list.set({ status }),
        }}
      />
      {returns.isPending ? (
        <Loading label={t('returns.loading')} />
      ) : returns.isError ? (
        <QueryError error={returns.error} onRetry={() => void returns.refetch()} />
      ) : returns.data.data.length === 0 ? (
        <Empty
          title={list.status ? t('returns.noneFound') : t('returns.none')}
          hint={t('returns.noneHint')}
        />
      ) : (
        <>
          <Typography role="status" sx={{ mb: 1 }}>
            {t('returns.count', { count: returns.data.total })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {returns.data.data.map((item) => (
              <ReturnCard key={item.id} item={item} />
            ))}
          </Box>
          <ListPages
            page={returns.data.current_page}
            last={returns.data.last_page}
            onChange={(page) => list.set({ status: list.status, page })}
          />
        </>
      )}
    </>
  );
}

/** `/seller/returns`: the store's returns, to accept (refund and stock back) or refuse. */
export default function SellerReturnsPage() {
  return <SellerFrame title="returns.title">{() => <ReturnsContent />}</SellerFrame>;
}
