import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, Button, CircularProgress, Typography } from '@shop/shared-platform/ui/mui';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../categories/api/get-categories';

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
        {categories.isPending && <CircularProgress size={24} />}
        {categories.isError && (
          <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
        )}
        {categories.isSuccess && (
          <Typography>{t('home.categoriesCount', { count: categories.data.length })}</Typography>
        )}
      </Box>
      <Button variant="contained" component={RouterLink} to="/store" data-testid="catalog-cta">
        {t('home.browseStore')}
      </Button>
    </Box>
  );
}
