import { Box, Typography } from '@shop/shared-platform/ui/mui';
import { useTranslation } from 'react-i18next';

export default function BestSellersPage() {
  const { t } = useTranslation('catalog');
  return (
    <Box component="section" data-remote="catalog" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('bestSellers.title')}
      </Typography>
      <Typography>{t('bestSellers.intro')}</Typography>
    </Box>
  );
}
