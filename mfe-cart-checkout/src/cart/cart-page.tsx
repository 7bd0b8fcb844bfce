import type { CartItem } from '@shop/shared-contracts/api/entities';
import { routes } from '@shop/shared-contracts/routes';
import { useCart } from '@shop/shared-platform/cart/cart-query';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { WhenSessionKnown } from '@shop/shared-platform/session/require-session';
import { ShoppingCartOutlined, StorefrontOutlined } from '@shop/shared-platform/ui/icons';
import {
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Typography,
} from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useMoney } from '../shared/use-money';
import { CartItemRow } from './cart-item-row';
import { CartSummary } from './cart-summary';
import { ClearCartDialog } from './clear-cart-dialog';
import { groupBySeller, sellerName } from './group-by-seller';
import { useCartActions } from './use-cart-actions';

const CART_TITLE_ID = 'cart-title';

function EmptyCart() {
  const { t } = useTranslation('cartCheckout');
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <ShoppingCartOutlined sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {t('cart.empty')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('cart.emptyHint')}
      </Typography>
      <Button variant="contained" component={RouterLink} to={routes.store()}>
        {t('cart.toStore')}
      </Button>
    </Paper>
  );
}

function CartContent() {
  const { t } = useTranslation('cartCheckout');
  const { language } = useMoney();
  // A visitor's cart too (its cookie), asked for even before this browser has added anything.
  const cart = useCart({ always: true });
  const actions = useCartActions();
  const [confirmClear, setConfirmClear] = useState(false);
  const rows = useRef<HTMLDivElement>(null);
  const refocus = useRef<{ removed: number; next: number | undefined } | null>(null);
  // A removed row takes the keyboard focus with it: once it is gone, focus goes to the row that
  // took its place (or the one before), so the shopper goes on from where they were.
  useEffect(() => {
    const pending = refocus.current;
    const row = (id: number | undefined) =>
      rows.current?.querySelector<HTMLElement>(`[data-item-id="${id}"] a`);
    if (!cart.data || !pending || row(pending.removed)) return;
    refocus.current = null;
    // The last line gone (or the cart emptied): the cart's heading, never the page's start.
    (row(pending.next) ?? document.getElementById(CART_TITLE_ID))?.focus();
  }, [cart.data]);

  // The lines are built in a background render once the cart is there (see the checkout page).
  const built = useDeferredValue(!cart.isPending);
  if (!built || cart.isPending) return <CircularProgress aria-label={t('cart.loading')} />;
  if (cart.isError) return <QueryError error={cart.error} onRetry={() => void cart.refetch()} />;
  if (cart.data.length === 0) return <EmptyCart />;

  const remove = (item: CartItem) => {
    const ids = [...(rows.current?.querySelectorAll<HTMLElement>('[data-item-id]') ?? [])].map(
      (element) => Number(element.dataset.itemId),
    );
    const at = ids.indexOf(item.id);
    refocus.current = { removed: item.id, next: ids[at + 1] ?? ids[at - 1] };
    actions.remove(item);
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack ref={rows} sx={{ gap: 2, minWidth: 0 }}>
        {groupBySeller(cart.data).map(({ vendor, items }) => (
          <Paper
            key={vendor.id}
            variant="outlined"
            component="section"
            aria-labelledby={`seller-${vendor.id}`}
            sx={{ px: 2, pt: 2 }}
            data-testid="seller-group"
          >
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
              <StorefrontOutlined fontSize="small" aria-hidden />
              <Typography id={`seller-${vendor.id}`} variant="subtitle1" component="h2">
                {t('cart.soldBy', { seller: sellerName(vendor, language) })}
              </Typography>
            </Stack>
            <Box component="ul" sx={{ m: 0, p: 0 }}>
              {items.map((item) => (
                <CartItemRow
                  key={item.id}
                  item={item}
                  busy={actions.busy}
                  onQuantity={(quantity) => actions.setQuantity(item, quantity)}
                  onRemove={() => remove(item)}
                />
              ))}
            </Box>
          </Paper>
        ))}
        <Box>
          <Button color="error" disabled={actions.busy} onClick={() => setConfirmClear(true)}>
            {t('cart.clear')}
          </Button>
        </Box>
      </Stack>
      <CartSummary items={cart.data} />
      <ClearCartDialog
        open={confirmClear}
        busy={actions.clearing}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => actions.clear(() => setConfirmClear(false))}
      />
    </Box>
  );
}

/**
 * `/card` (also `/cart`): the cart by seller, a signed-in shopper's or a visitor's, with its totals
 * and the way to checkout (which asks a visitor to sign in and comes back).
 */
export default function CartPage() {
  const { t } = useTranslation('cartCheckout');
  return (
    <Box component="section" data-remote="cartCheckout" sx={{ py: 3 }}>
      {/* Focusable from code only: it takes the focus when the last line is removed. */}
      <Typography id={CART_TITLE_ID} variant="h4" component="h1" tabIndex={-1} gutterBottom>
        {t('cart.title')}
      </Typography>
      <WhenSessionKnown>
        <CartContent />
      </WhenSessionKnown>
    </Box>
  );
}
