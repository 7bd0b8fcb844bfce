import type { CartItem } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Close } from '@shop/shared-platform/ui/icons';
import { Box, Button, Link, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { itemPicture } from '../shared/item-picture';
import { useMoney } from '../shared/use-money';
import { VariantAttributes } from '../shared/variant-attributes';
import { QuantityStepper } from './quantity-stepper';

export interface CartItemRowProps {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/** One cart item: picture, name, colour and size, prices, quantity and remove. */
export function CartItemRow({ item, busy, onQuantity, onRemove }: CartItemRowProps) {
  const { t } = useTranslation('cartCheckout');
  const { language, euro } = useMoney();
  const name = localizedName(item.product, language);
  // While a change is saved the row's buttons ignore presses but stay enabled: a disabled
  // button cannot hold the keyboard focus, which would drop to the start of the page.
  const unlessBusy =
    <A extends unknown[]>(action: (...args: A) => void) =>
    (...args: A) => {
      if (!busy) action(...args);
    };
  return (
    <Box
      component="li"
      data-testid="cart-item"
      data-item-id={item.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: '72px minmax(0, 1fr)',
        gap: 2,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        listStyle: 'none',
        opacity: item.out_of_stock ? 0.7 : 1,
      }}
    >
      <Box
        component="img"
        src={itemPicture(item)}
        alt=""
        loading="lazy"
        sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.100' }}
      />
      <Stack sx={{ gap: 1, minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={routes.product(item.product.id)}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {name}
        </Link>
        <VariantAttributes variant={item.product_variant} language={language} />
        <Typography variant="body2">{t('cart.unitPrice', { price: euro(item.price) })}</Typography>
        {item.out_of_stock && (
          <Typography variant="body2" color="error" role="status">
            {t('cart.outOfStock')}
          </Typography>
        )}
        <Stack
          direction="row"
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
        >
          <QuantityStepper
            quantity={item.quantity}
            max={item.product_variant.stock}
            disabled={item.out_of_stock}
            itemName={name}
            onChange={unlessBusy(onQuantity)}
          />
          <Typography sx={{ fontWeight: 700 }} data-testid="line-total">
            {item.out_of_stock ? '–' : euro(item.price * item.quantity)}
          </Typography>
        </Stack>
        <Box>
          <Button
            size="small"
            color="inherit"
            startIcon={<Close />}
            aria-busy={busy}
            onClick={unlessBusy(onRemove)}
            aria-label={t('cart.removeItem', { name })}
          >
            {t('cart.remove')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
