import { Box, Typography } from '@shop/shared-platform/ui/mui';
import { useTranslation } from 'react-i18next';

export default function CheckoutPage() {
  const { t } = useTranslation('cartCheckout');
  return (
    <Box component="section" data-remote="cartCheckout" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('checkout.title')}
      </Typography>
      <Typography>{t('checkout.intro')}</Typography>
    </Box>
  );
}
