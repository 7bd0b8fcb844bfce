import type { Address, AddressType } from '@shop/shared-contracts/api/entities';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { LTR_INPUT } from '@shop/shared-platform/ui/ltr-input';
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
  chosenCountry,
  formValues,
  serverErrors,
  toAddressBody,
  validateAddress,
} from './address-form';
import { useCountries } from './api/get-countries';
import { useSaveAddress } from './api/save-address';
import { CountryField } from './country-field';
import { isValidPhone, loadPhoneCheck } from './phone-check';

interface AddressFormDialogProps {
  /** The address to edit, or null for a new one. */
  address: Address | null;
  onClose: () => void;
  onSaved: (address: Address) => void;
}

/**
 * The add/edit form: home or office, title defaulting by type, a country from the list, street and
 * phone required, a postcode where the country has them. The API checks postcode and phone against
 * the country; its refusals show at their fields.
 */
export function AddressFormDialog({ address, onClose, onSaved }: AddressFormDialogProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const titleOf = (type: AddressType) => t(`addresses.types.${type}`);
  const [values, setValues] = useState<AddressFormValues>(() => formValues(address, titleOf));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [checking, setChecking] = useState(false);
  const countries = useCountries();
  const save = useSaveAddress();
  const country = chosenCountry(values, countries.data ?? []);

  const change = <K extends keyof AddressFormValues>(key: K, value: AddressFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
    // The postcode and phone rules depend on the country: their old verdicts no longer hold.
    if (key === 'country_id')
      setErrors(({ postal_code: _p, phone_number: _n, ...rest }) => ({ ...rest }));
  };
  const changeType = (type: AddressType) =>
    setValues((current) => {
      // The title follows the type until the shopper writes one of their own.
      const untouched = !current.title.trim() || current.title === titleOf(current.type);
      return { ...current, type, title: untouched ? titleOf(type) : current.title };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateAddress(values, country);
    if (country && !found.phone_number) {
      setChecking(true);
      const valid = await isValidPhone(values.phone_number.trim(), country.code);
      setChecking(false);
      if (!valid) found.phone_number = 'phoneCountry';
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: address?.id, body: toAddressBody(values) },
      { onSuccess: onSaved, onError: (error) => setErrors(serverErrors(error)) },
    );
  };

  const field = (name: AddressField) => ({
    id: `${id}-${name}`,
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(`addresses.errors.${errors[name]}`) : undefined,
  });
  // A refusal the form shows at its fields needs no general message, also once they are edited.
  const failedWithoutFields = save.isError && Object.keys(serverErrors(save.error)).length === 0;

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
            <CountryField
              id={`${id}-country_id`}
              value={values.country_id}
              error={field('country_id').helperText}
              onChange={(value) => change('country_id', value)}
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
                {...field('postal_code')}
                required={country?.has_postal_code ?? false}
                label={t('addresses.postalCode')}
                value={values.postal_code}
                onChange={(event) => change('postal_code', event.target.value)}
                helperText={
                  field('postal_code').helperText ??
                  (country?.postal_code_example
                    ? t('addresses.postalCodeHint', { example: country.postal_code_example })
                    : undefined)
                }
                autoComplete="postal-code"
                slotProps={{ htmlInput: { ...LTR_INPUT, maxLength: 20 } }}
              />
              <TextField
                label={t('addresses.city')}
                value={values.city}
                onChange={(event) => change('city', event.target.value)}
                autoComplete="address-level2"
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
              onFocus={() => void loadPhoneCheck()}
              autoComplete="tel"
              slotProps={{ htmlInput: { ...LTR_INPUT, maxLength: 40 } }}
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
            {failedWithoutFields ? (
              <Alert severity="error" role="alert">
                {t('addresses.saveFailed')}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || checking || !countries.isSuccess}
          >
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
