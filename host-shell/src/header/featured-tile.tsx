import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link } from '@shop/shared-platform/router/react-router';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import type { FeaturedTile as FeaturedTileModel } from './category-menu-model';

/** One featured tile of a category group (recently added / best sellers). */
export function FeaturedTile({
  tile,
  onNavigate,
}: {
  tile: FeaturedTileModel;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to={tile.href}
      onClick={onNavigate}
      sx={{
        position: 'relative',
        display: 'block',
        width: 170,
        height: 120,
        borderRadius: 2,
        overflow: 'hidden',
        color: 'common.white',
        textDecoration: 'none',
        backgroundColor: 'grey.300',
        '&:hover img, &:focus-visible img': { transform: 'scale(1.05)' },
      }}
    >
      <Box
        component="img"
        src={tile.image}
        alt=""
        loading="lazy"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', transition: 'transform .3s' }}
      />
      <Typography
        variant="subtitle2"
        component="span"
        sx={{
          position: 'absolute',
          insetInline: 0,
          bottom: 0,
          px: 1.5,
          py: 1,
          background: 'linear-gradient(transparent, rgba(0,0,0,.7))',
        }}
      >
        {t(tile.labelKey)}
      </Typography>
    </Box>
  );
}
