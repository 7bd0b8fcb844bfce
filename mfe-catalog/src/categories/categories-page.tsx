import type { Category } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { type Language, normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import type { PagePrefetch } from '@shop/shared-contracts/remotes/page-module';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { imageUrl } from '@shop/shared-platform/runtime/runtime-config-store';
import { Box, CircularProgress, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { Card, CardActionArea, CardContent, Chip } from '@shop/shared-platform/ui/mui-page';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { categoriesQuery, useCategories } from './api/get-categories';

function CategoryCard({ category, language }: { category: Category; language: Language }) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={RouterLink} to={routes.store({ category_id: category.id })}>
        <Box
          component="img"
          src={imageUrl(category.image)}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: 140, objectFit: 'cover', bgcolor: 'grey.100' }}
        />
        <CardContent>
          <Typography variant="h6" component="h2">
            {localizedName(category, language)}
          </Typography>
        </CardContent>
      </CardActionArea>
      {category.sub_categories.length > 0 && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          {category.sub_categories.map((sub) => (
            <Chip
              key={sub.id}
              label={localizedName(sub, language)}
              component={RouterLink}
              to={routes.store({ category_id: sub.id })}
              clickable
              size="small"
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

/** The categories, loaded before the page renders (on the server: rendered with it). */
export const prefetch: PagePrefetch = ({ queryClient }) => {
  void queryClient.prefetchQuery(categoriesQuery);
};

/** `/categories`: every category with its sub-categories, each leading into the store. */
export default function CategoriesPage() {
  const { t, i18n } = useTranslation('catalog');
  const categories = useCategories();
  const language = normalizeLanguage(i18n.language);
  return (
    <Box component="section" data-remote="catalog" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('categories.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t('categories.intro')}</Typography>
      {categories.isPending && <CircularProgress aria-label={t('categories.loading')} />}
      {categories.isError && (
        <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
      )}
      {categories.isSuccess && (
        <Box
          component="ul"
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {categories.data.map((category) => (
            <CategoryCard key={category.id} category={category} language={language} />
          ))}
        </Box>
      )}
    </Box>
  );
}
