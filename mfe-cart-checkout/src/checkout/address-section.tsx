import type { Address } from '@shop/shared-contracts/api/entities';
import { countryName } from '@shop/shared-contracts/format/country-name';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { LtrText, UserText } from '@shop/shared-platform/ui/bidi-text';
import { Alert, Box, Link, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { FormControlLabel, Radio, RadioGroup } from '@shop/shared-platform/ui/mui-page';
import { PostalAddress } from '@shop/shared-platform/ui/postal-address';

/** Adding an address opens the address book, which comes back here after saving. */
export const ADD_ADDRESS_PATH = `${routes.addresses()}?returnTo=${encodeURIComponent(routes.checkout())}`;

/** The default address, else the first; null without any. */
export function preselectedAddress(addresses: readonly Address[]): number | null {
  return (addresses.find((address) => address.is_default === 1) ?? addresses[0])?.id ?? null;
}

export interface AddressSectionProps {
  addresses: Address[];
  selected: number | null;
  onSelect: (id: number) => void;
  error: string | null;
}

export function AddressSection({ addresses, selected, onSelect, error }: AddressSectionProps) {
  const { t, i18n } = useTranslation('cartCheckout');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="address-title" sx={{ p: 2 }}>
      <Typography id="address-title" variant="h6" component="h2" gutterBottom>
        {t('checkout.address')}
      </Typography>
      {addresses.length === 0 && (
        <Typography color="text.secondary">{t('checkout.noAddresses')}</Typography>
      )}
      {addresses.length > 0 && (
        <RadioGroup
          aria-labelledby="address-title"
          name="address"
          value={selected === null ? '' : String(selected)}
          onChange={(_event, value) => onSelect(Number(value))}
        >
          {addresses.map((address) => (
            <FormControlLabel
              key={address.id}
              value={String(address.id)}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
              label={
                <span>
                  <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                    <UserText>{address.title}</UserText>
                    {address.is_default === 1 && ` · ${t('checkout.defaultAddress')}`}
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block', overflowWrap: 'anywhere' }}
                  >
                    <PostalAddress
                      inline
                      parts={{
                        street: address.address,
                        postalCode: address.postal_code,
                        city: address.city,
                        country: countryName(address.country, i18n.language),
                      }}
                    />{' '}
                    · {/* One line on a narrow phone: a number broken in two is misread. */}
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      <LtrText>{address.phone_number}</LtrText>
                    </Box>
                  </Typography>
                </span>
              }
            />
          ))}
        </RadioGroup>
      )}
      {error && (
        <Alert severity="error" sx={{ my: 1 }}>
          {error}
        </Alert>
      )}
      <Link component={RouterLink} to={ADD_ADDRESS_PATH}>
        {t('checkout.addAddress')}
      </Link>
    </Paper>
  );
}
