import type { WishlistItem } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { ShoppingCartOutlined } from '@shop/shared-platform/ui/icons';
import { Box, Button, Link, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { DeleteOutlined } from '@shop/shared-platform/ui/page-icons';
import { inStockVariants } from './variant-label';

interface WishlistCardProps {
  item: WishlistItem;
  busy: boolean;
  onMove: () => void;
  onRemove: () => void;
}

/** A kept product: picture, name, price and stock, with move-to-cart and remove. */
export function WishlistCard({ item, busy, onMove, onRemove }: WishlistCardProps) {
  const { t, i18n } = useTranslation('account');
  const { product } = item;
  const name = localizedName(product, i18n.language);
  const available = inStockVariants(product.variants).length > 0;
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      aria-label={name}
    >
      <Box
        component="img"
        src={product.images[0]?.url}
        alt=""
        loading="lazy"
        sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'grey.100' }}
      />
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
        <Link
          component={RouterLink}
          to={routes.product(product.id)}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {name}
        </Link>
        <Typography>{formatEuro(product.min_price, i18n.language)}</Typography>
        {available ? null : (
          <Typography variant="body2" color="error.dark">
            {t('wishlist.outOfStock')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 1 }}>
          <Button
            size="small"
            variant="contained"
            startIcon={<ShoppingCartOutlined />}
            disabled={busy || !available}
            onClick={onMove}
            aria-label={t('wishlist.moveNamed', { name })}
          >
            {t('wishlist.moveToCart')}
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteOutlined />}
            disabled={busy}
            onClick={onRemove}
            aria-label={t('wishlist.removeNamed', { name })}
          >
            {t('wishlist.remove')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
