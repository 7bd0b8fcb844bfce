import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Alert, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@shop/shared-platform/ui/mui-page';
import { type FormEvent, useId, useState } from 'react';
import { apiProblem, statusOf } from '../shared/api-problem';
import { toast } from '../shared/toast';
import { useFieldText } from '../shared/use-field-text';
import {
  type CouponDraft,
  checkDraft,
  draftOf,
  emptyDraft,
  fieldCode,
  inputOf,
} from './coupon-form';
import { type SellerCoupon, useSaveCoupon } from './coupons-api';

interface CouponDialogProps {
  /** The coupon to change, or undefined for a new one. */
  coupon?: SellerCoupon | undefined;
  onClose: () => void;
}

/** A 409 of a coupon save is a code another coupon has: shown on the code field. */
function problemOf(error: unknown) {
  if (statusOf(error) === 409) return { message: 'errors.check', fields: { code: 'code_taken' } };
  return apiProblem(error);
}

/**
 * Creates or changes a coupon. Once used, only its end and usage limit may change (the API
 * decides; the fields it would refuse are read-only here).
 */
export function CouponDialog({ coupon, onClose }: CouponDialogProps) {
  const { t } = useTranslation('seller');
  const fieldText = useFieldText();
  const id = useId();
  const save = useSaveCoupon(coupon?.id ?? null);
  const [draft, setDraft] = useState<CouponDraft>(coupon ? draftOf(coupon) : emptyDraft);
  const [checked, setChecked] = useState<Record<string, string>>({});
  const used = (coupon?.used_count ?? 0) > 0;
  const problem = save.isError ? problemOf(save.error) : null;
  const errors: Record<string, string> = { ...(problem?.fields ?? {}), ...checked };
  const textOf = (field: keyof CouponDraft) => {
    const code = errors[field];
    return code ? fieldText(fieldCode(field, code, draft.discount_type)) : undefined;
  };
  const set = (field: keyof CouponDraft) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft);
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(inputOf(draft, coupon), {
      onSuccess: () => {
        toast('success', t(coupon ? 'coupons.saved' : 'coupons.created'));
        onClose();
      },
    });
  };
  // What each limited field accepts, until it has an error to show instead.
  const hintOf = (name: keyof CouponDraft): string | undefined => {
    if (name === 'code') return t('coupons.hint.code');
    if (name === 'amount') return t(`coupons.hint.${draft.discount_type}`);
    if (name === 'usage_limit') return t('coupons.hint.usage_limit');
    if (name === 'ends_at') return t('coupons.hint.ends_at');
    return undefined;
  };
  const field = (name: keyof CouponDraft) => ({
    value: draft[name],
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: textOf(name) ?? hintOf(name),
  });
  const dateSlot = { inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } };
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>
          {t(coupon ? 'coupons.editTitle' : 'coupons.newTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {problem || Object.keys(checked).length > 0 ? (
            <Alert severity="error">{t(problem?.message ?? 'errors.check')}</Alert>
          ) : null}
          {used ? (
            <Typography color="text.secondary">
              {t('coupons.usedHint', { count: coupon?.used_count ?? 0 })}
            </Typography>
          ) : null}
          <TextField
            label={t('coupons.code')}
            {...field('code')}
            required
            autoFocus={!used}
            disabled={used}
            slotProps={{ htmlInput: { dir: 'ltr', maxLength: 60, autoCapitalize: 'characters' } }}
          />
          <TextField select label={t('coupons.type')} {...field('discount_type')} disabled={used}>
            <MenuItem value="percentage">{t('coupons.percentage')}</MenuItem>
            <MenuItem value="fixed">{t('coupons.fixed')}</MenuItem>
          </TextField>
          <TextField
            label={t(draft.discount_type === 'percentage' ? 'coupons.percent' : 'coupons.euros')}
            {...field('amount')}
            required
            disabled={used}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal' } }}
          />
          <TextField
            type="date"
            label={t('coupons.startsAt')}
            {...field('starts_at')}
            disabled={used}
            slotProps={dateSlot}
          />
          <TextField
            type="date"
            label={t('coupons.endsAt')}
            {...field('ends_at')}
            autoFocus={used}
            slotProps={dateSlot}
          />
          <TextField
            label={t('coupons.usageLimit')}
            {...field('usage_limit')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('reason.keep')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t(save.isPending ? 'form.saving' : 'form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
