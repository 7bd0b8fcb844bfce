import type { CartItem } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { useAddToCart } from '@shop/shared-platform/cart/add-to-cart';
import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useMoney } from '../shared/use-money';
import { useClearCart } from './api/clear-cart';
import { useRemoveCartItem } from './api/remove-cart-item';
import { useUpdateCartItem } from './api/update-cart-item';

/**
 * The cart's changes with their toasts: a removed item can be put back from its toast ("Undo"),
 * with the quantity it had. Each change raises "cart changed" through its mutation.
 */
export function useCartActions() {
  const { t } = useTranslation('cartCheckout');
  const { language } = useMoney();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const add = useAddToCart();
  const clear = useClearCart();
  const toast = (kind: 'success' | 'error', message: string) =>
    emitShopEvent('shop:toast:requested', { kind, message });

  const undo = (item: CartItem) =>
    add.mutate(
      {
        product_id: item.product.id,
        product_variant_id: item.product_variant.id,
        quantity: item.quantity,
      },
      {
        onSuccess: () => toast('success', t('toast.restored')),
        onError: () => toast('error', t('toast.restoreFailed')),
      },
    );

  return {
    busy: update.isPending || remove.isPending || clear.isPending || add.isPending,
    setQuantity: (item: CartItem, quantity: number) =>
      update.mutate(
        { id: item.id, quantity },
        { onError: () => toast('error', t('toast.updateFailed')) },
      ),
    remove: (item: CartItem) =>
      remove.mutate(item, {
        onSuccess: () =>
          emitShopEvent('shop:toast:requested', {
            kind: 'success',
            message: t('toast.removed', { name: localizedName(item.product, language) }),
            action: { label: t('toast.undo'), onAction: () => undo(item) },
          }),
        onError: () => toast('error', t('toast.removeFailed')),
      }),
    clear: (onDone: () => void) =>
      clear.mutate(undefined, {
        onSuccess: () => {
          toast('success', t('toast.cleared'));
          onDone();
        },
        onError: () => toast('error', t('toast.clearFailed')),
      }),
    clearing: clear.isPending,
  };
}
