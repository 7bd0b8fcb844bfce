import type { OrderItem } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box } from '@shop/shared-platform/ui/mui-core';

/** Pictures shown on a closed card; more would wrap on a phone. */
const SHOWN = 4;
const SIZE = 40;
const tile = { width: SIZE, height: SIZE, borderRadius: 1, flexShrink: 0 } as const;

/**
 * The ordered products' pictures on the order's card, so a shopper knows an order by what was in
 * it without opening it. Each is named after its product; beyond four, "+3" says how many more.
 */
export function OrderItemPictures({ items }: { items: readonly OrderItem[] }) {
  const { t, i18n } = useTranslation('account');
  const rest = items.length - SHOWN;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      {items.slice(0, SHOWN).map((item) => {
        const name = localizedName(item.product, i18n.language);
        const url = item.product.images[0]?.url;
        return url ? (
          <Box
            key={item.id}
            component="img"
            src={url}
            alt={name}
            width={SIZE}
            height={SIZE}
            loading="lazy"
            sx={{ ...tile, objectFit: 'cover' }}
          />
        ) : (
          // A product without a picture keeps its place and its name.
          <Box key={item.id} role="img" aria-label={name} sx={{ ...tile, bgcolor: 'grey.200' }} />
        );
      })}
      {rest > 0 ? (
        <Box
          role="img"
          aria-label={t('orders.moreItems', { count: rest })}
          sx={{
            ...tile,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'grey.200',
            typography: 'body2',
          }}
        >
          {`+${rest}`}
        </Box>
      ) : null}
    </Box>
  );
}
