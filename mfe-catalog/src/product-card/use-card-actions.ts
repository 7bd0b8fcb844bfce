import type { ProductSummary } from '@shop/shared-contracts/api/entities';
import { routes } from '@shop/shared-contracts/routes';
import { addToCartRefusal, useAddToCart } from '@shop/shared-platform/cart/add-to-cart';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useLocation } from '@shop/shared-platform/router/react-router';
import { useSession } from '@shop/shared-platform/session/use-session';
import { useToggleWishlist, useWishlistItem } from '@shop/shared-platform/wishlist/wishlist';
import { useState } from 'react';

/** The variants a shopper can buy now. */
export const purchasableVariants = (product: ProductSummary) =>
  product.variants.filter((variant) => !variant.is_out_of_stock && variant.stock > 0);

/**
 * What the heart and cart buttons of a product card do. A visitor is asked to sign in (a toast
 * with a link back here). The cart button adds the product at once when there is exactly one
 * variant to buy; with a choice to make it opens the variant chooser (`choosing`), whose choice
 * goes through `addVariant`. A sold-out product's button is disabled by the card.
 */
export function useCardActions(product: ProductSummary) {
  const { t } = useTranslation('catalog');
  const { status } = useSession();
  const [choosing, setChoosing] = useState(false);
  const location = useLocation();
  const { item: wishlistItem } = useWishlistItem(product.id);
  const toggleWishlist = useToggleWishlist();
  const addToCart = useAddToCart();
  const signedIn = status === 'signed-in';

  const toast = (kind: 'success' | 'error', message: string) =>
    emitShopEvent('shop:toast:requested', { kind, message });
  // The server's refusal in the shopper's words: how many are left, sold out, or failed.
  const refusalText = (error: unknown) => {
    const refusal = addToCartRefusal(error);
    if (refusal.reason === 'onlyInStock') return t('card.onlyInStock', { count: refusal.count });
    return t(refusal.reason === 'soldOutNow' ? 'card.soldOutNow' : 'card.cartFailed');
  };
  const askToSignIn = (messageKey: 'card.signInForWishlist') =>
    emitShopEvent('shop:toast:requested', {
      kind: 'info',
      message: t(messageKey),
      link: {
        label: t('card.signIn'),
        href: routes.signIn(`${location.pathname}${location.search}`),
      },
    });

  const onWishlist = () => {
    if (!signedIn) return askToSignIn('card.signInForWishlist');
    if (wishlistItem) {
      toggleWishlist.mutate(
        { action: 'remove', itemId: wishlistItem.id },
        {
          onSuccess: () => toast('success', t('card.wishlistRemoved')),
          onError: () => toast('error', t('card.wishlistFailed')),
        },
      );
    } else {
      toggleWishlist.mutate(
        { action: 'add', productId: product.id },
        {
          onSuccess: () => toast('success', t('card.wishlistAdded')),
          onError: () => toast('error', t('card.wishlistFailed')),
        },
      );
    }
  };

  const addVariant = (variantId: number) =>
    addToCart.mutate(
      { product_id: product.id, product_variant_id: variantId, quantity: 1 },
      {
        onSuccess: () => {
          setChoosing(false);
          emitShopEvent('shop:toast:requested', {
            kind: 'success',
            message: t('card.cartAdded'),
            link: { label: t('card.toCart'), href: routes.cart() },
          });
        },
        onError: (error) => toast('error', refusalText(error)),
      },
    );

  // A visitor adds too: their cart is kept on the server and joins their account at sign-in.
  const onCart = () => {
    const choices = purchasableVariants(product);
    if (choices.length === 0) return;
    const [first] = choices;
    if (choices.length === 1 && first) return addVariant(first.id);
    setChoosing(true);
  };

  return {
    inWishlist: Boolean(wishlistItem),
    wishlistBusy: toggleWishlist.isPending,
    cartBusy: addToCart.isPending,
    // The API's flag, or the variants for an answer cached before the flag existed.
    soldOut: product.in_stock === false || purchasableVariants(product).length === 0,
    choosing,
    closeChooser: () => setChoosing(false),
    addVariant,
    onWishlist,
    onCart,
  };
}
