import { STORE_TYPES } from '@shop/shared-contracts/api/entities';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { LTR_INPUT } from '@shop/shared-platform/ui/ltr-input';
import { Alert, Box, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import {
  Checkbox,
  FormControlLabel,
  LinearProgress,
  TextField,
} from '@shop/shared-platform/ui/mui-page';
import { SubmitButton } from '@shop/shared-platform/ui/submit-button';
import { type FormEvent, useState } from 'react';
import { isValidPhone, loadPhoneCheck } from '../addresses/phone-check';
import { useApplyAsVendorMutation } from './api/apply-as-vendor';
import { FileField } from './file-field';
import { vendorProblem } from './vendor-problem';
import {
  emptyVendorValues,
  VENDOR_PHONE_COUNTRY,
  type VendorErrors,
  type VendorField,
  type VendorValues,
  vendorErrors,
  vendorFormData,
} from './vendor-validation';

const fieldId = (field: VendorField) => `vendor-${field}`;

/**
 * The vendor application; shows upload progress while its files are sent. Once it is accepted,
 * the tab shows its status (the answer becomes the shopper's application).
 */
export function VendorForm() {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<VendorValues>(emptyVendorValues);
  const [errors, setErrors] = useState<VendorErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [checking, setChecking] = useState(false);
  const apply = useApplyAsVendorMutation();

  const set = <F extends VendorField>(field: F, value: VendorValues[F]) => {
    setValues((old) => ({ ...old, [field]: value }));
    // Editing a field clears its error and what the server said about the last attempt.
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setMessage(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = vendorErrors(values);
    if (!found.phone && values.phone.trim()) {
      setChecking(true);
      const valid = await isValidPhone(values.phone.trim(), VENDOR_PHONE_COUNTRY);
      setChecking(false);
      if (!valid) found.phone = 'vendor.errors.phone';
    }
    setErrors(found);
    const firstInvalid = Object.keys(found)[0] as VendorField | undefined;
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    setProgress(0);
    try {
      await apply.mutateAsync({ form: vendorFormData(values), onProgress: setProgress });
    } catch (error) {
      const problem = vendorProblem(error);
      setErrors(problem.fields);
      setMessage(problem.message);
    }
  };

  const text = (field: Exclude<VendorField, 'store_logo' | 'store_id' | 'terms'>) => ({
    id: fieldId(field),
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
    error: Boolean(errors[field]),
    helperText: errors[field] ? t(errors[field]) : undefined,
    required: true,
    fullWidth: true,
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="vendor-heading">
      <Typography id="vendor-heading" variant="h5" component="h2" gutterBottom>
        {t('vendor.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('vendor.intro')}
      </Typography>
      <Stack spacing={2}>
        {message ? <Alert severity="error">{t(message)}</Alert> : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...text('store_name_in_german')}
            label={t('vendor.nameGerman')}
            slotProps={{ htmlInput: { lang: 'de', dir: 'ltr' } }}
          />
          <TextField
            {...text('store_name_in_arabic')}
            label={t('vendor.nameArabic')}
            // Arabic is written right to left, whatever the page's language.
            slotProps={{ htmlInput: { lang: 'ar', dir: 'rtl' } }}
          />
        </Stack>
        <TextField {...text('address')} label={t('vendor.address')} autoComplete="street-address" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            {...text('phone')}
            label={t('vendor.phone')}
            type="tel"
            autoComplete="tel"
            onFocus={() => void loadPhoneCheck()}
            slotProps={{ htmlInput: LTR_INPUT }}
          />
          <TextField
            {...text('store_type')}
            select
            label={t('vendor.storeType')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('vendor.chooseStoreType')}</option>
            {STORE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`vendor.storeTypes.${type}`)}
              </option>
            ))}
          </TextField>
        </Stack>
        <FileField
          id={fieldId('store_logo')}
          label={t('vendor.logo')}
          accept="image/*"
          hint={t('vendor.hints.logo')}
          file={values.store_logo}
          error={errors.store_logo}
          onChange={(file) => set('store_logo', file)}
        />
        <FileField
          id={fieldId('store_id')}
          label={t('vendor.identityDocument')}
          accept="image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          hint={t('vendor.hints.document')}
          file={values.store_id}
          error={errors.store_id}
          onChange={(file) => set('store_id', file)}
        />
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                id={fieldId('terms')}
                checked={values.terms}
                onChange={(event) => set('terms', event.target.checked)}
                slotProps={{
                  input: { 'aria-describedby': errors.terms ? 'vendor-terms-error' : undefined },
                }}
              />
            }
            label={t('vendor.terms')}
          />
          {errors.terms ? (
            <Typography
              id="vendor-terms-error"
              variant="caption"
              color="error"
              sx={{ display: 'block' }}
            >
              {t(errors.terms)}
            </Typography>
          ) : null}
        </Box>
        {apply.isPending ? (
          <Box>
            <Typography variant="body2" id="vendor-upload-label">
              {t('vendor.uploading', { percent: Math.round(progress * 100) })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={progress * 100}
              aria-labelledby="vendor-upload-label"
            />
          </Box>
        ) : null}
        <SubmitButton
          busy={apply.isPending || checking}
          busyLabel={t('vendor.submitting')}
          fullWidth={false}
        >
          {t('vendor.submit')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
