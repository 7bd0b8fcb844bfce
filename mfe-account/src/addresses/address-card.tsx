import type { Address } from '@shop/shared-contracts/api/entities';
import { countryName } from '@shop/shared-contracts/format/country-name';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { UserText } from '@shop/shared-platform/ui/bidi-text';
import { Box, Button, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { Chip } from '@shop/shared-platform/ui/mui-page';
import {
  DeleteOutlined,
  EditOutlined,
  HomeOutlined,
  WorkOutlined,
} from '@shop/shared-platform/ui/page-icons';
import { PostalAddress } from '@shop/shared-platform/ui/postal-address';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  /** One level below the list's heading: `h1` on `/profile/addresses`, `h2` in a tab. */
  headingLevel?: 2 | 3;
}

/** One address with its actions; the default one cannot be deleted. */
export function AddressCard({
  address,
  busy,
  onEdit,
  onDelete,
  onSetDefault,
  headingLevel = 3,
}: AddressCardProps) {
  const { t, i18n } = useTranslation('account');
  const isDefault = address.is_default === 1;
  const Icon = address.type === 'office' ? WorkOutlined : HomeOutlined;
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: 2, height: '100%' }}
      aria-label={address.title}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Icon color="primary" aria-hidden />
        <Typography
          variant="subtitle1"
          component={`h${headingLevel}`}
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          <UserText>{address.title}</UserText>
        </Typography>
        {isDefault ? <Chip size="small" color="primary" label={t('addresses.default')} /> : null}
      </Box>
      <Typography
        component="address"
        variant="body2"
        sx={{ fontStyle: 'normal', mt: 1, overflowWrap: 'anywhere' }}
      >
        <PostalAddress
          parts={{
            street: address.address,
            postalCode: address.postal_code,
            city: address.city,
            country: countryName(address.country, i18n.language),
            phone: address.phone_number,
          }}
        />
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button
          size="small"
          startIcon={<EditOutlined />}
          onClick={onEdit}
          aria-label={t('addresses.editNamed', { title: address.title })}
        >
          {t('addresses.edit')}
        </Button>
        {isDefault ? null : (
          <>
            <Button
              size="small"
              onClick={onSetDefault}
              disabled={busy}
              aria-label={t('addresses.setDefaultNamed', { title: address.title })}
            >
              {t('addresses.setDefault')}
            </Button>
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={onDelete}
              disabled={busy}
              aria-label={t('addresses.deleteNamed', { title: address.title })}
            >
              {t('addresses.delete')}
            </Button>
          </>
        )}
      </Box>
    </Paper>
  );
}
