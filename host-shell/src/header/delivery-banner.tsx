import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useShopSettings } from '@shop/shared-platform/settings/shop-settings';
import { useShopLanguage } from '@shop/shared-platform/theme/shop-theme-provider';
import { LocalShippingOutlined } from '@shop/shared-platform/ui/icons';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { freeDeliveryAmount } from './free-delivery';

/**
 * The line above the header. It names the default threshold until the API has said which one is
 * configured (the server render asks it first).
 */
export function DeliveryBanner() {
  const { t } = useTranslation();
  const language = useShopLanguage();
  const settings = useShopSettings();
  const amount = freeDeliveryAmount(language, settings.data?.free_shipping_threshold);
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
