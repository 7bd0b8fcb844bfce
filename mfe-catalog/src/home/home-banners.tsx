import type { Category } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { imageUrl } from '@shop/shared-platform/runtime/runtime-config-store';
import { Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';

/** Grid areas: the large banner on the left (right in Arabic) over two rows, the others beside it. */
const AREAS = ['large', 'main', 'bottomStart', 'bottomEnd'] as const;

function Banner({ category, area }: { category: Category; area: (typeof AREAS)[number] }) {
  const { t, i18n } = useTranslation('catalog');
  const large = area === 'large';
  return (
    <Box
      data-testid={`banner-${area}`}
      sx={{
        gridArea: { md: area },
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 2,
        minHeight: large ? { xs: 220, md: 380 } : { xs: 160, md: 180 },
        display: 'flex',
        alignItems: 'flex-end',
        bgcolor: 'grey.900',
      }}
    >
      <Box
        component="img"
        src={imageUrl(category.image)}
        alt=""
        width={600}
        height={400}
        fetchPriority={large ? 'high' : 'auto'}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          opacity: 0.55,
        }}
      />
      <Box sx={{ position: 'relative', p: { xs: 2, md: 3 }, color: 'common.white' }}>
        <Typography
          component="h2"
          variant={large ? 'h4' : 'h6'}
          sx={{ fontWeight: 'bold', overflowWrap: 'anywhere' }}
        >
          {localizedName(category, i18n.language)}
        </Typography>
        {large && <Typography sx={{ mb: 1 }}>{t('home.bannerText')}</Typography>}
        <Button
          component={RouterLink}
          to={routes.store({ category_id: category.id })}
          variant="contained"
          size={large ? 'medium' : 'small'}
          sx={{ mt: 1 }}
          data-testid={large ? 'catalog-cta' : undefined}
          aria-label={t('home.bannerCta', { name: localizedName(category, i18n.language) })}
        >
          {t('home.shopNow')}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The four banners, drawn from the catalogue's first four categories: one column on small
 * screens, three from medium up (the grid follows the page direction, so Arabic mirrors it).
 */
export function HomeBanners({ categories }: { categories: Category[] | undefined }) {
  const shown = categories?.slice(0, AREAS.length) ?? [];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' },
        gridTemplateAreas: { md: '"large main main" "large bottomStart bottomEnd"' },
        mb: 4,
      }}
    >
      {categories === undefined
        ? AREAS.map((area) => (
            <Box
              key={area}
              aria-hidden="true"
              sx={{
                gridArea: { md: area },
                minHeight: area === 'large' ? { xs: 220, md: 380 } : { xs: 160, md: 180 },
                bgcolor: 'grey.200',
                borderRadius: 2,
              }}
            />
          ))
        : shown.map((category, index) => (
            <Banner key={category.id} category={category} area={AREAS[index] ?? 'main'} />
          ))}
    </Box>
  );
}
