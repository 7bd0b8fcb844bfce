import type { Product, Variant } from '@shop/shared-contracts/api/entities';
import { routes } from '@shop/shared-contracts/routes';
import { addToCartRefusal, useAddToCart } from '@shop/shared-platform/cart/add-to-cart';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink, useLocation } from '@shop/shared-platform/router/react-router';
import { useSession } from '@shop/shared-platform/session/use-session';
import { ShoppingCartOutlined } from '@shop/shared-platform/ui/icons';
import { Alert, Button, CircularProgress, Link, Stack } from '@shop/shared-platform/ui/mui-core';
import { isInStock } from '../variants/variant-selection';
import { ShareButton } from './share-button';
import { WishlistButton } from './wishlist-button';

interface PurchaseActionsProps {
  product: Product;
  name: string;
  variant: Variant | undefined;
  quantity: number;
}

const toast = (kind: 'success' | 'error', message: string) =>
  emitShopEvent('shop:toast:requested', { kind, message });

/**
 * Add to cart (a visitor too: their cart is kept on the server and joins their account at
 * sign-in), add to wishlist (signed-in shoppers) and share; both need a variant.
 */
export function PurchaseActions({ product, name, variant, quantity }: PurchaseActionsProps) {
  const { t } = useTranslation('product');
  const { status } = useSession();
  const { pathname, search } = useLocation();
  const cart = useAddToCart();
  const canBuy = variant !== undefined && isInStock(variant);

  // While a request is on its way the buttons stay enabled and ignore presses: disabling them
  // would drop the keyboard focus to the page (a disabled button cannot hold it).
  const addToCart = () => {
    if (!variant || cart.isPending) return;
    cart.mutate(
      { product_id: product.id, product_variant_id: variant.id, quantity },
      {
        // With the way to the cart: the shopper who wants to pay now need not look for it.
        onSuccess: () =>
          emitShopEvent('shop:toast:requested', {
            kind: 'success',
            message: t('purchase.addedToCart', { name }),
            link: { label: t('purchase.toCart'), href: routes.cart() },
          }),
        onError: (error) => {
          // The server's refusal in the shopper's words: how many are left, sold out, or failed.
          const refusal = addToCartRefusal(error);
          if (refusal.reason === 'onlyInStock') {
            toast('error', t('purchase.onlyInStock', { count: refusal.count }));
          } else {
            // Sold out meanwhile, no longer sold (retired or left the shop), or failed.
            const key = refusal.reason === 'failed' ? 'addToCartFailed' : refusal.reason;
            toast('error', t(`purchase.${key}`));
          }
        },
      },
    );
  };
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <Button
          variant="contained"
          size="large"
          onClick={addToCart}
          disabled={!canBuy}
          aria-busy={cart.isPending}
          startIcon={
            cart.isPending ? (
              <CircularProgress size={18} color="inherit" />
            ) : (
              <ShoppingCartOutlined />
            )
          }
        >
          {t('purchase.addToCart')}
        </Button>
        <WishlistButton product={product} name={name} variant={variant} />
        <ShareButton title={name} />
      </Stack>
      {status === 'signed-out' && (
        <Alert severity="info">
          {t('purchase.signInHint')}{' '}
          <Link component={RouterLink} to={routes.signIn(`${pathname}${search}`)}>
            {t('purchase.signIn')}
          </Link>
        </Alert>
      )}
      {!variant && <Alert severity="info">{t('purchase.chooseVariant')}</Alert>}
    </Stack>
  );
}
