import type { CountryOption } from '@shop/shared-contracts/api/entities';
import { countryName } from '@shop/shared-contracts/format/country-name';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Alert, Button } from '@shop/shared-platform/ui/mui-core';
import { TextField } from '@shop/shared-platform/ui/mui-page';
import { useCountries } from './api/get-countries';

interface CountryFieldProps {
  id: string;
  value: string;
  error?: string;
  onChange: (countryId: string) => void;
}

/** The address's country, from the API's list, named in the shopper's language. */
export function CountryField({ id, value, error, onChange }: CountryFieldProps) {
  const { t, i18n } = useTranslation('account');
  const countries = useCountries();
  if (countries.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void countries.refetch()}>
            {t('addresses.countriesRetry')}
          </Button>
        }
      >
        {t('addresses.countriesFailed')}
      </Alert>
    );
  }
  const options: readonly CountryOption[] = countries.data ?? [];
  return (
    <TextField
      id={id}
      select
      required
      label={t('addresses.country')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      disabled={countries.isPending}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">
        {countries.isPending ? t('common.loading') : t('addresses.chooseCountry')}
      </option>
      {options.map((country) => (
        <option key={country.id} value={String(country.id)}>
          {countryName({ ...country, name: country.name_german }, i18n.language)}
        </option>
      ))}
    </TextField>
  );
}
