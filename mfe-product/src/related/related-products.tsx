import type { ProductSummary } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { type Language, normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useShownAnswer } from '@shop/shared-platform/query/use-shown-answer';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, CircularProgress, Typography } from '@shop/shared-platform/ui/mui-core';
import { Card, CardActionArea, CardContent } from '@shop/shared-platform/ui/mui-page';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { ProductPicture } from '../product/product-picture';
import { useRelatedProducts } from './api/get-related-products';

/** Two columns on a phone, four from md, in a page at most 1536 px wide. */
const RELATED_SIZES = '(min-width: 1536px) 384px, (min-width: 900px) 25vw, 50vw';

function RelatedCard({ product, language }: { product: ProductSummary; language: Language }) {
  const { t } = useTranslation('product');
  const price = formatEuro(product.min_price, language);
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', minWidth: 0 }}>
      <CardActionArea
        component={RouterLink}
        to={routes.product(product.id)}
        sx={{ height: '100%' }}
      >
        <ProductPicture
          image={product.images[0]}
          sizes={RELATED_SIZES}
          alt=""
          loading="lazy"
          sx={{ width: '100%', aspectRatio: '1 / 1', objectFit: 'cover', bgcolor: 'grey.100' }}
        />
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
            {localizedName(product, language)}
          </Typography>
          <Typography sx={{ fontWeight: 700 }}>
            {/* As the catalog's tiles word it: "ab" when other variants cost more. */}
            {product.max_price > product.min_price ? t('related.priceFrom', { price }) : price}
          </Typography>
          {product.in_stock === false && (
            <Typography variant="body2" color="text.secondary">
              {t('related.soldOut')}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** Other products of the same category, each leading to its page. */
export function RelatedProducts({
  productId,
  categoryId,
}: {
  productId: number;
  categoryId: number;
}) {
  const { t, i18n } = useTranslation('product');
  const language = normalizeLanguage(i18n.language);
  const related = useRelatedProducts(productId, categoryId);
  const { shown, building } = useShownAnswer(related);
  if (related.isSuccess && related.data.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="related-title">
      <Typography id="related-title" variant="h5" component="h2" gutterBottom>
        {t('related.title')}
      </Typography>
      {(related.isPending || building) && (
        <CircularProgress size={28} aria-label={t('related.loading')} />
      )}
      {related.isError && (
        <QueryError error={related.error} onRetry={() => void related.refetch()} />
      )}
      {related.isSuccess && shown && (
        <Box
          component="ul"
          sx={{
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {shown.map((product) => (
            <RelatedCard key={product.id} product={product} language={language} />
          ))}
        </Box>
      )}
    </Box>
  );
}
