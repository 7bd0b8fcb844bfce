import { useTranslation } from '@shop/shared-platform/i18n/react';
<<<<<<< HEAD
import { useQuery } from '@shop/shared-platform/query/react-query';
import { useShopLanguage } from '@shop/shared-platform/theme/shop-theme-provider';
=======
import { useShopSettings } from '@shop/shared-platform/settings/shop-settings';
>>>>>>> fix/search26
import { LocalShippingOutlined } from '@shop/shared-platform/ui/icons';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { freeDeliveryAmount } from './free-delivery';

/**
 * The line above the header. It names the default threshold until the API has said which one is
 * configured (the server render asks it first).
 */
export function DeliveryBanner() {
  const { t } = useTranslation();
<<<<<<< HEAD
  const language = useShopLanguage();
  const settings = useQuery({
    queryKey: shopSettingsKey,
    queryFn: ({ signal }) => getShopSettings(signal),
    // Changes only with a redeploy (the API lets it be reused for five minutes).
    staleTime: 300_000,
  });
=======
  const language = usePageLanguage();
  const settings = useShopSettings();
>>>>>>> fix/search26
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
