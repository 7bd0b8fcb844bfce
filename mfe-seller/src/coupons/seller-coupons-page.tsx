import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useState } from 'react';
import { ListPages } from '../shared/list-pages';
import { Empty, Loading } from '../shared/page-states';
import { SellerFrame } from '../shared/seller-frame';
import { CouponCard } from './coupon-card';
import { CouponDialog } from './coupon-dialog';
import { type SellerCoupon, useSellerCoupons } from './coupons-api';

function CouponsContent({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('seller');
  const [page, setPage] = useState(1);
  const coupons = useSellerCoupons(page);
  // `null`: closed; `'new'`: a new coupon; else the coupon being changed.
  const [editing, setEditing] = useState<SellerCoupon | 'new' | null>(null);
  const create = (
    <Button variant="contained" onClick={() => setEditing('new')} disabled={readOnly}>
      {t('coupons.new')}
    </Button>
  );
  return (
    <>
      {coupons.isPending ? (
        <Loading label={t('coupons.loading')} />
      ) : coupons.isError ? (
        <QueryError error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : coupons.data.data.length === 0 ? (
        <Empty title={t('coupons.none')} hint={t('coupons.noneHint')} action={create} />
      ) : (
        <>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 1,
              alignItems: 'center',
              justifyContent: 'space-between',
              mb: 2,
            }}
          >
            <Typography role="status">
              {t('coupons.count', { count: coupons.data.total })}
            </Typography>
            {create}
          </Box>
          <Box sx={{ display: 'grid', gap: 2 }}>
            {coupons.data.data.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} onEdit={setEditing} />
            ))}
          </Box>
          <ListPages
            page={coupons.data.current_page}
            last={coupons.data.last_page}
            onChange={setPage}
          />
        </>
      )}
      {editing !== null ? (
        <CouponDialog
          coupon={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

/** `/seller/coupons`: the store's own coupon codes, applied at checkout to its items only. */
export default function SellerCouponsPage() {
  return (
    <SellerFrame title="coupons.title">
      {(store) => <CouponsContent readOnly={store.status !== 'active'} />}
    </SellerFrame>
  );
}
