import type { Product, Variant } from '@shop/shared-contracts/api/entities';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useSession } from '@shop/shared-platform/session/use-session';
import { Button, CircularProgress } from '@shop/shared-platform/ui/mui-core';
import { Favorite, FavoriteBorder } from '@shop/shared-platform/ui/page-icons';
import { useToggleWishlist, useWishlistItem } from '@shop/shared-platform/wishlist/wishlist';

const toast = (kind: 'success' | 'error', message: string) =>
  emitShopEvent('shop:toast:requested', { kind, message });

/**
 * Saves the product on the wishlist or, once saved (a filled heart and "Gemerkt", read from the
 * wishlist itself), takes it off again: before, the button never showed a product already saved.
 */
export function WishlistButton({
  product,
  name,
  variant,
}: {
  product: Product;
  name: string;
  variant: Variant | undefined;
}) {
  const { t } = useTranslation('product');
  const { status } = useSession();
  const { item, loading } = useWishlistItem(product.id);
  const change = useToggleWishlist();
  const busy = change.isPending;
  const saved = item !== undefined;

  // Busy presses are ignored rather than disabling the button, which would drop keyboard focus.
  const toggle = () => {
    if (busy || loading) return;
    if (item) {
      change.mutate(
        { action: 'remove', itemId: item.id },
        {
          onSuccess: () => toast('success', t('purchase.removedFromWishlist', { name })),
          onError: () => toast('error', t('purchase.removeFromWishlistFailed')),
        },
      );
      return;
    }
    change.mutate(
      { action: 'add', productId: product.id, ...(variant ? { variantId: variant.id } : {}) },
      {
        onSuccess: () => toast('success', t('purchase.addedToWishlist', { name })),
        onError: () => toast('error', t('purchase.addToWishlistFailed')),
      },
    );
  };

  return (
    <Button
      variant="outlined"
      size="large"
      color={saved ? 'error' : 'primary'}
      onClick={toggle}
      disabled={status !== 'signed-in' || !variant}
      aria-pressed={saved}
      aria-busy={busy || loading}
      startIcon={
        busy ? (
          <CircularProgress size={18} color="inherit" />
        ) : saved ? (
          <Favorite />
        ) : (
          <FavoriteBorder />
        )
      }
    >
      {t(saved ? 'purchase.savedToWishlist' : 'purchase.addToWishlist')}
    </Button>
  );
}
