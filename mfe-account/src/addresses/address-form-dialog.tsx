import type { Address, AddressType } from '@shop/shared-contracts/api/entities';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Alert, Button, Stack } from '@shop/shared-platform/ui/mui-core';
import {
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@shop/shared-platform/ui/mui-page';
import { type FormEvent, useId, useState } from 'react';
import {
  type AddressErrors,
  type AddressField,
  type AddressFormValues,
  DEFAULT_COUNTRY_ID,
  formValues,
  toAddressBody,
  validateAddress,
} from './address-form';
import { useSaveAddress } from './api/save-address';

interface AddressFormDialogProps {
  /** The address to edit, or null for a new one. */
  address: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
}

/** The add/edit form: home or office, title defaulting by type, street and phone required. */
export function AddressFormDialog({ address, onClose, onSaved }: AddressFormDialogProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const titleOf = (type: AddressType) => t(`addresses.types.${type}`);
  const [values, setValues] = useState<AddressFormValues>(() => formValues(address, titleOf));
  const [errors, setErrors] = useState<AddressErrors>({});
  const save = useSaveAddress();

  const change = <K extends keyof AddressFormValues>(key: K, value: AddressFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const changeType = (type: AddressType) =>
    setValues((current) => {
      // The title follows the type until the shopper writes one of their own.
      const untouched = !current.title.trim() || current.title === titleOf(current.type);
      return { ...current, type, title: untouched ? titleOf(type) : current.title };
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = toAddressBody(values, address?.country_id ?? DEFAULT_COUNTRY_ID);
    save.mutate({ id: address?.id, body }, { onSuccess: onSaved });
  };

  const field = (name: AddressField) => ({
    id: `${id}-${name}`,
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(`addresses.errors.${errors[name]}`) : undefined,
  });
  const serverFields = isApiError(save.error) ? Object.keys(save.error.errors ?? {}) : [];

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>
          {address ? t('addresses.editTitle') : t('addresses.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <div>
              <FormLabel id={`${id}-type`}>{t('addresses.type')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`${id}-type`}
                value={values.type}
                onChange={(event) => changeType(event.target.value as AddressType)}
              >
                <FormControlLabel value="home" control={<Radio />} label={titleOf('home')} />
                <FormControlLabel value="office" control={<Radio />} label={titleOf('office')} />
              </RadioGroup>
            </div>
            <TextField
              label={t('addresses.titleField')}
              value={values.title}
              onChange={(event) => change('title', event.target.value)}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
            <TextField
              {...field('address')}
              required
              label={t('addresses.street')}
              value={values.address}
              onChange={(event) => change('address', event.target.value)}
              slotProps={{ htmlInput: { maxLength: 255 } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label={t('addresses.postalCode')}
                value={values.postal_code}
                onChange={(event) => change('postal_code', event.target.value)}
                slotProps={{ htmlInput: { maxLength: 20 } }}
              />
              <TextField
                label={t('addresses.city')}
                value={values.city}
                onChange={(event) => change('city', event.target.value)}
                slotProps={{ htmlInput: { maxLength: 100 } }}
                sx={{ flex: 1 }}
              />
            </Stack>
            <TextField
              {...field('phone_number')}
              required
              type="tel"
              label={t('addresses.phone')}
              value={values.phone_number}
              onChange={(event) => change('phone_number', event.target.value)}
              slotProps={{ htmlInput: { maxLength: 40, dir: 'ltr' } }}
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.is_default}
                  onChange={(event) => change('is_default', event.target.checked)}
                />
              }
              label={t('addresses.makeDefault')}
            />
            {save.isError ? (
              <Alert severity="error" role="alert">
                {serverFields.includes('phone_number')
                  ? t('addresses.errors.phone')
                  : t('addresses.saveFailed')}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
