import { useTranslation } from '@shop/shared-platform/i18n/react';
import { LocalShippingOutlined } from '@shop/shared-platform/ui/icons';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { usePageLanguage } from '@shop/shared-platform/ui/use-page-language';
import { freeDeliveryAmount } from './free-delivery';

/** The line above the header; the first paint draws it too (`app-shell/`), keep them alike. */
export function DeliveryBanner() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const amount = freeDeliveryAmount(language);
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
