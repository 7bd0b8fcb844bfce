import { intlLocale } from '@shop/shared-contracts/format/locale';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useShopLanguage } from '@shop/shared-platform/theme/shop-theme-provider';
import { LocalShippingOutlined } from '@shop/shared-platform/ui/icons';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';

/** Orders over 100 are delivered free; prices are in euro, so the banner names euro. */
export const FREE_DELIVERY_THRESHOLD = 100;

export function DeliveryBanner() {
  const { t } = useTranslation();
  const language = useShopLanguage();
  const amount = new Intl.NumberFormat(intlLocale(language), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(FREE_DELIVERY_THRESHOLD);
  return (
    <Box
      sx={{
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        py: 0.75,
        px: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
      }}
    >
      <LocalShippingOutlined fontSize="small" aria-hidden />
      <Typography variant="body2" component="p">
        {t('header.banner', { amount })}
      </Typography>
    </Box>
  );
}
