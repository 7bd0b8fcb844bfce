import type { OrderItem } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, Link, Typography } from '@shop/shared-platform/ui/mui-core';

/** One ordered item: picture, name (to its product), variant, quantity × price and subtotal. */
export function OrderItemRow({ item }: { item: OrderItem }) {
  const { i18n } = useTranslation('account');
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1, alignItems: 'center' }}>
      <Box
        component="img"
        src={item.product.images[0]?.url}
        alt=""
        width={48}
        height={48}
        sx={{ objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={routes.product(item.product.id)}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {localizedName(item.product, i18n.language)}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {item.product_variant.variant_values
            .map((value) => localizedName(value, i18n.language))
            .join(' · ')}
          {item.product_variant.variant_values.length ? ' · ' : ''}
          {`${item.quantity} × ${formatEuro(item.unit_price, i18n.language)}`}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {formatEuro(item.subtotal, i18n.language)}
      </Typography>
    </Box>
  );
}
