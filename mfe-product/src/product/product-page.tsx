import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

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
