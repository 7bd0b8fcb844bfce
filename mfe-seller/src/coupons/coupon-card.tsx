import { formatDate } from '@shop/shared-contracts/format/date';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Button, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import {
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@shop/shared-platform/ui/mui-page';
import { useId, useState } from 'react';
import { apiProblem } from '../shared/api-problem';
import { toast } from '../shared/toast';
import { couponState } from './coupon-form';
import { type SellerCoupon, useEndCoupon } from './coupons-api';

/** One coupon: its discount, validity and uses, with edit and end (or delete, when unused). */
export function CouponCard({
  coupon,
  onEdit,
}: {
  coupon: SellerCoupon;
  onEdit: (coupon: SellerCoupon) => void;
}) {
  const { t, i18n } = useTranslation('seller');
  const language = i18n.language;
  const id = useId();
  const end = useEndCoupon(coupon.id);
  const [asking, setAsking] = useState(false);
  const state = couponState(coupon);
  const used = coupon.used_count > 0;
  const action = used ? 'end' : 'delete';
  const amount =
    coupon.discount_type === 'percentage'
      ? t('coupons.percentOff', { amount: coupon.amount })
      : t('coupons.eurosOff', { amount: formatEuro(coupon.amount, language) });
  const from = coupon.starts_at ? formatDate(coupon.starts_at, language) : null;
  const until = coupon.ends_at ? formatDate(coupon.ends_at, language) : null;
  const confirm = () =>
    end.mutate(undefined, {
      onSuccess: () => {
        setAsking(false);
        toast('success', t(`coupons.done.${action}`));
      },
    });
  return (
    <Paper component="article" aria-labelledby={`${id}-code`} variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography
          id={`${id}-code`}
          component="h2"
          variant="h6"
          dir="ltr"
          sx={{ overflowWrap: 'anywhere', flexGrow: 1 }}
        >
          {coupon.code}
        </Typography>
        <Chip label={t(`coupons.state.${state}`)} size="small" />
      </Box>
      <Typography>{amount}</Typography>
      <Typography color="text.secondary">
        {from && until
          ? t('coupons.fromUntil', { from, until })
          : until
            ? t('coupons.until', { until })
            : from
              ? t('coupons.from', { from })
              : t('coupons.always')}
      </Typography>
      <Typography color="text.secondary">
        {coupon.usage_limit === null
          ? t('coupons.uses', { count: coupon.used_count })
          : t('coupons.usesOf', { count: coupon.used_count, limit: coupon.usage_limit })}
      </Typography>
      {end.isError && !asking ? (
        <Typography color="error" role="alert">
          {t(apiProblem(end.error).message)}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button variant="outlined" onClick={() => onEdit(coupon)}>
          {t('coupons.edit')}
        </Button>
        {state !== 'ended' ? (
          <Button
            color="error"
            onClick={() => {
              end.reset();
              setAsking(true);
            }}
          >
            {t(`coupons.${action}`)}
          </Button>
        ) : null}
      </Box>
      {asking ? (
        <Dialog open onClose={() => setAsking(false)} aria-labelledby={`${id}-end`}>
          <DialogTitle id={`${id}-end`}>
            {t(`coupons.${action}Title`, { code: coupon.code })}
          </DialogTitle>
          <DialogContent>
            <DialogContentText>{t(`coupons.${action}Text`)}</DialogContentText>
            {end.isError ? (
              <Typography color="error" role="alert" sx={{ mt: 1 }}>
                {t(apiProblem(end.error).message)}
              </Typography>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)}>{t('reason.keep')}</Button>
            <Button color="error" variant="contained" disabled={end.isPending} onClick={confirm}>
              {t(`coupons.${action}`)}
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </Paper>
  );
}
