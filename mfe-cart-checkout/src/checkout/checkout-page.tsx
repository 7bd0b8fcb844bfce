import type { ShippingType } from '@shop/shared-contracts/api/entities';
import { routes } from '@shop/shared-contracts/routes';
import { useCart } from '@shop/shared-platform/cart/cart-query';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Navigate, Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { RequireSession } from '@shop/shared-platform/session/require-session';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Paper,
  Stack,
  Typography,
} from '@shop/shared-platform/ui/mui-core';
import { Checkbox, FormControlLabel } from '@shop/shared-platform/ui/mui-page';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useDeferredValue, useState } from 'react';
import { useMoney } from '../shared/use-money';
import { AddressSection, preselectedAddress } from './address-section';
import { useAddresses } from './api/get-addresses';
import { useShippingPrices } from './api/get-shipping-prices';
import { useCheckoutQuote } from './api/quote-checkout';
import { CheckoutItems } from './checkout-items';
import { CheckoutSummary } from './checkout-summary';
import { CouponField } from './coupon-field';
import { PaymentSection } from './payment-section';
import { ShippingSection } from './shipping-section';
import { useCouponChoice } from './use-coupon-choice';
import { usePlaceOrderFlow } from './use-place-order-flow';

function CheckoutError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('cartCheckout');
  return (
    <Alert
      severity="error"
      action={
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('checkout.retry')}
          </Button>
          <Button color="inherit" size="small" component={RouterLink} to={routes.cart()}>
            {t('checkout.backToCart')}
          </Button>
        </Stack>
      }
    >
      {t('checkout.loadFailed')}
    </Alert>
  );
}

/** A quantity above the stock left (409) is explained with the way back to the cart. */
function QuoteFailure({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('cartCheckout');
  if (!isApiError(error) || error.status !== 409)
    return <QueryError error={error} onRetry={onRetry} />;
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={routes.cart()}>
          {t('checkout.backToCart')}
        </Button>
      }
    >
      {error.message}
    </Alert>
  );
}

function CheckoutContent() {
  const { t } = useTranslation('cartCheckout');
  const { euro } = useMoney();
  const cart = useCart();
  const addresses = useAddresses();
  const prices = useShippingPrices();
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const [shipping, setShipping] = useState<ShippingType>('normal');
  const [wallet, setWallet] = useState(false);
  const [addressError, setAddressError] = useState<string | null>(null);
  const coupon = useCouponChoice({ shipping_type: shipping, wallet });
  const flow = usePlaceOrderFlow();
  const inStock = cart.data?.some((item) => !item.out_of_stock) ?? false;
  const quote = useCheckoutQuote(
    { shipping_type: shipping, coupon: coupon.applied, wallet },
    inStock,
  );

  // The form is built in a background render once its three answers are there (a deferred
  // value's render, in slices): built in the render of the last answer, which React cannot slice
  // (see useShownAnswer), it was one task of about 140 ms under Lighthouse's 4x slowdown.
  const answered = !(cart.isPending || addresses.isPending || prices.isPending);
  const built = useDeferredValue(answered);
  if (!answered || !built) return <CircularProgress aria-label={t('checkout.loading')} />;
  if (cart.isError || addresses.isError || prices.isError) {
    const retry = () => void Promise.all([cart.refetch(), addresses.refetch(), prices.refetch()]);
    return <CheckoutError onRetry={retry} />;
  }
  if (cart.data.length === 0 && !flow.placing) return <Navigate to={routes.store()} replace />;

  const known = addresses.data.some((address) => address.id === chosenAddress);
  const addressId = known ? chosenAddress : preselectedAddress(addresses.data);
  const placeOrder = () => {
    if (addressId === null) return setAddressError(t('validation.noAddress'));
    flow.submit({ address_id: addressId, shipping_type: shipping, coupon: coupon.applied, wallet });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Stack sx={{ gap: 2, minWidth: 0 }}>
        <AddressSection
          addresses={addresses.data}
          selected={addressId}
          onSelect={(id) => {
            setChosenAddress(id);
            setAddressError(null);
          }}
          error={addressError}
        />
        <ShippingSection
          prices={prices.data}
          freeStandard={quote.data ? quote.data.free_shipping_missing === 0 : null}
          selected={shipping}
          onSelect={setShipping}
        />
        <PaymentSection quote={quote.data ?? undefined} />
        <CheckoutItems items={cart.data} quote={quote.data ?? undefined} />
      </Stack>
      <Paper variant="outlined" component="section" aria-labelledby="summary-title" sx={{ p: 2 }}>
        <Typography id="summary-title" variant="h6" component="h2" gutterBottom>
          {t('summary.title')}
        </Typography>
        <CouponField
          applied={coupon.applied}
          busy={coupon.checking}
          error={coupon.error}
          onApply={coupon.apply}
          onClear={coupon.clear}
        />
        {quote.data && quote.data.wallet_balance > 0 && (
          <FormControlLabel
            control={
              <Checkbox checked={wallet} onChange={(event) => setWallet(event.target.checked)} />
            }
            label={t('checkout.useWallet', { balance: euro(quote.data.wallet_balance) })}
          />
        )}
        {!inStock && <Alert severity="warning">{t('validation.noItems')}</Alert>}
        {inStock && quote.isPending && (
          <CircularProgress size={24} aria-label={t('summary.loading')} />
        )}
        {inStock && quote.isError && (
          <QuoteFailure error={quote.error} onRetry={() => void quote.refetch()} />
        )}
        {inStock && quote.data && <CheckoutSummary quote={quote.data} />}
        {flow.failure && (
          <Alert severity="error" sx={{ my: 1 }} role="alert">
            {flow.failure}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={flow.placing || !inStock || !quote.data || quote.isFetching}
          onClick={placeOrder}
          data-testid="place-order"
          startIcon={flow.placing ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ mt: 2 }}
        >
          {flow.placing ? t('placeOrder.placing') : t('placeOrder.submit')}
        </Button>
      </Paper>
    </Box>
  );
}

/** `/checkout`: address, shipping, payment, items, coupon, wallet and the server's totals. */
export default function CheckoutPage() {
  const { t } = useTranslation('cartCheckout');
  return (
    <Box component="section" data-remote="cartCheckout" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('checkout.title')}
      </Typography>
      <RequireSession>
        <CheckoutContent />
      </RequireSession>
    </Box>
  );
}
