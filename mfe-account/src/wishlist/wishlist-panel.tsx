import type { WishlistItem } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, Button } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useToggleWishlist, useWishlist } from '@shop/shared-platform/wishlist/wishlist';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { PanelEmpty } from '../shared/panel-empty';
import { PanelHeading } from '../shared/panel-heading';
import { PanelLoading } from '../shared/panel-loading';
import { toast } from '../shared/toast';
import { useClearWishlist } from './api/clear-wishlist';
import { useMoveToCart } from './api/move-to-cart';
import { ChooseVariantDialog } from './choose-variant-dialog';
import { inStockVariants } from './variant-label';
import { WishlistCard } from './wishlist-card';

/** The wishlist: product cards to move into the cart or remove, and clearing it all. */
export default function WishlistPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t, i18n } = useTranslation('account');
  const wishlist = useWishlist();
  const remove = useToggleWishlist();
  const clear = useClearWishlist();
  const move = useMoveToCart();
  const [clearing, setClearing] = useState(false);
  const [choosing, setChoosing] = useState<WishlistItem | null>(null);
  const busy = remove.isPending || clear.isPending || move.isPending;
  // A moved or removed product's card goes, and keyboard focus with it: once the card (and the
  // variant dialog, which gives focus back to the card's button as it closes) is gone, focus
  // goes to the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const gone = useRef<number | null>(null);
  const focusHeadingWhenGone = (item: WishlistItem) => {
    gone.current = item.id;
  };
  useEffect(() => {
    const id = gone.current;
    if (id === null || choosing || wishlist.data?.some((item) => item.id === id)) return;
    gone.current = null;
    heading.current?.focus();
  }, [wishlist.data, choosing]);

  const moveVariant = (item: WishlistItem, variantId: number) =>
    move.mutate(
      { wishlistItemId: item.id, productId: item.product.id, variantId },
      {
        onSuccess: () => {
          focusHeadingWhenGone(item);
          toast(
            'success',
            t('wishlist.moved', { name: localizedName(item.product, i18n.language) }),
          );
        },
        onError: () => toast('error', t('wishlist.moveFailed')),
        onSettled: () => setChoosing(null),
      },
    );
  const startMove = (item: WishlistItem) => {
    const choices = inStockVariants(item.product.variants);
    if (choices.length === 1 && choices[0]) moveVariant(item, choices[0].id);
    else setChoosing(item);
  };
  const removeItem = (item: WishlistItem) =>
    remove.mutate(
      { action: 'remove', itemId: item.id },
      {
        onSuccess: () => {
          focusHeadingWhenGone(item);
          toast('success', t('wishlist.removed'));
        },
        onError: () => toast('error', t('wishlist.removeFailed')),
      },
    );
  const clearAll = () =>
    clear.mutate(undefined, {
      onSuccess: () => toast('success', t('wishlist.cleared')),
      onError: () => toast('error', t('wishlist.clearFailed')),
      onSettled: () => setClearing(false),
    });

  let body: ReactNode;
  if (wishlist.isPending) body = <PanelLoading label={t('wishlist.loading')} />;
  else if (wishlist.isError)
    body = <QueryError error={wishlist.error} onRetry={() => void wishlist.refetch()} />;
  else if (wishlist.data.length === 0)
    body = (
      <PanelEmpty
        title={t('wishlist.empty')}
        hint={t('wishlist.emptyHint')}
        action={
          <Button component={RouterLink} to={routes.store()} variant="contained">
            {t('common.toStore')}
          </Button>
        }
      />
    );
  else
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
        }}
      >
        {wishlist.data.map((item) => (
          <WishlistCard
            key={item.id}
            item={item}
            busy={busy}
            onMove={() => startMove(item)}
            onRemove={() => removeItem(item)}
          />
        ))}
      </Box>
    );

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
        }}
      >
        <PanelHeading level={headingLevel} focusRef={heading}>
          {t('wishlist.title')}
        </PanelHeading>
        {wishlist.data?.length ? (
          <Button
            color="error"
            variant="outlined"
            disabled={busy}
            onClick={() => setClearing(true)}
          >
            {t('wishlist.clear')}
          </Button>
        ) : null}
      </Box>
      {body}
      {choosing ? (
        <ChooseVariantDialog
          product={choosing.product}
          busy={move.isPending}
          onChoose={(variantId) => moveVariant(choosing, variantId)}
          onClose={() => setChoosing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={clearing}
        title={t('wishlist.clearTitle')}
        text={t('wishlist.clearText')}
        confirmLabel={t('wishlist.clear')}
        busy={clear.isPending}
        onConfirm={clearAll}
        onClose={() => setClearing(false)}
      />
    </Box>
  );
}
