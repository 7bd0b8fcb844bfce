import { useParams } from '@shop/shared-platform/router/react-router';
import { Box, Typography } from '@shop/shared-platform/ui/mui';
import { useTranslation } from 'react-i18next';

export default function ProductPage() {
  const { t } = useTranslation('product');
  const { id } = useParams();
  return (
    <Box component="section" data-remote="product" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('page.title')}
      </Typography>
      <Typography data-testid="product-id">{t('page.productNumber', { id })}</Typography>
      <Typography>{t('page.intro')}</Typography>
    </Box>
  );
}
