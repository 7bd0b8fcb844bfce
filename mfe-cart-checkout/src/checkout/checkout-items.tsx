import type { CheckoutQuote } from '@shop/shared-contracts/api/checkout-quote';
import type { CartItem } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Paper, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { sellerName } from '../cart/group-by-seller';
import { itemPicture } from '../shared/item-picture';
import { useMoney } from '../shared/use-money';
import { VariantAttributes } from '../shared/variant-attributes';

export interface CheckoutItemsProps {
  items: CartItem[];
  quote: CheckoutQuote | undefined;
}

/** The items to be ordered, each with its seller and its share of the coupon's discount. */
export function CheckoutItems({ items, quote }: CheckoutItemsProps) {
  const { t } = useTranslation('cartCheckout');
  const { language, euro } = useMoney();
  const lines = new Map(quote?.lines.map((line) => [line.cart_item_id, line]));
  const excluded = items.filter((item) => item.out_of_stock).length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="items-title" sx={{ p: 2 }}>
      <Typography id="items-title" variant="h6" component="h2" gutterBottom>
        {t('checkout.items', { count: items.length - excluded })}
      </Typography>
      {excluded > 0 && (
        <Typography variant="body2" color="warning.main" sx={{ mb: 1 }} role="note">
          {t('checkout.excludedNote', { count: excluded })}
        </Typography>
      )}
      <Box component="ul" sx={{ m: 0, p: 0 }}>
        {items.map((item) => {
          const line = lines.get(item.id);
          return (
            <Box
              component="li"
              key={item.id}
              data-testid="checkout-item"
              sx={{
                listStyle: 'none',
                display: 'grid',
                gridTemplateColumns: '56px minmax(0, 1fr)',
                gap: 1.5,
                py: 1.5,
                borderTop: 1,
                borderColor: 'divider',
                opacity: item.out_of_stock ? 0.6 : 1,
              }}
            >
              <Box
                component="img"
                src={itemPicture(item)}
                alt=""
                loading="lazy"
                sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }}
              />
              <Stack sx={{ gap: 0.5, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {localizedName(item.product, language)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('cart.soldBy', { seller: sellerName(item.vendor, language) })}
                </Typography>
                <VariantAttributes variant={item.product_variant} language={language} />
                {item.out_of_stock ? (
                  <Typography variant="body2" color="error">
                    {t('checkout.notCharged')}
                  </Typography>
                ) : (
                  <Stack
                    direction="row"
                    useFlexGap
                    sx={{ flexWrap: 'wrap', justifyContent: 'space-between', gap: 1 }}
                  >
                    <Typography variant="body2">
                      {t('checkout.quantityTimesPrice', {
                        quantity: item.quantity,
                        price: euro(item.price),
                      })}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {line ? euro(line.subtotal) : ''}
                    </Typography>
                  </Stack>
                )}
                {line && line.discount > 0 && (
                  <Typography variant="body2" color="success.main" data-testid="line-discount">
                    {t('checkout.lineDiscount', {
                      code: quote?.coupon?.code,
                      amount: euro(line.discount),
                    })}
                  </Typography>
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
