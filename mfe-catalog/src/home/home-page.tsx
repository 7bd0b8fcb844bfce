import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, Button, CircularProgress, Typography } from '@shop/shared-platform/ui/mui';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../categories/use-categories';

export default function HomePage() {
  const { t } = useTranslation('catalog');
  const categories = useCategories();
  return (
    <Box component="section" data-remote="catalog" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('home.title')}
      </Typography>
      <Box data-testid="catalog-intro" sx={{ ml: 4, mb: 2 }}>
        <Typography>{t('home.intro')}</Typography>
      </Box>
      <Box data-testid="catalog-categories" sx={{ mb: 2 }}>
        {categories.status === 'loading' && <CircularProgress size={24} />}
        {categories.status === 'failed' && (
          <Typography color="error">{t('home.categoriesFailed')}</Typography>
        )}
        {categories.status === 'succeeded' && (
          <Typography>
            {t('home.categoriesCount', { count: categories.categories.length })}
          </Typography>
        )}
      </Box>
      <Button variant="contained" component={RouterLink} to="/store" data-testid="catalog-cta">
        {t('home.browseStore')}
      </Button>
    </Box>
  );
}
