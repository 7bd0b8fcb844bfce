import type { Order } from '@shop/shared-contracts/api/entities';
import { routes } from '@shop/shared-contracts/routes';
import { isApiError } from '@shop/shared-platform/http/api-error';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import {
  Link as RouterLink,
  useLocation,
  useSearchParams,
} from '@shop/shared-platform/router/react-router';
import { RequireSession } from '@shop/shared-platform/session/require-session';
import { cspNonce } from '@shop/shared-platform/theme/emotion-caches';
import { CheckCircle } from '@shop/shared-platform/ui/icons';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Stack,
  Typography,
} from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useOrder } from './api/get-order';
import { OrderDetails } from './order-details';
import { PRINT_STYLES } from './print-styles';

/** The order id from `?id=` or `?order_id=`, else from the checkout's navigation state. */
function useOrderId(): { id: number | null; initial: Order | undefined } {
  const [params] = useSearchParams();
  const state = useLocation().state as { order?: Order } | null;
  const raw = params.get('id') ?? params.get('order_id');
  const fromQuery = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const initial = state?.order;
  if (fromQuery !== null)
    return { id: fromQuery, initial: initial?.id === fromQuery ? initial : undefined };
  return { id: initial?.id ?? null, initial };
}

function NotFound() {
  const { t } = useTranslation('cartCheckout');
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" component={RouterLink} to={routes.orders()}>
          {t('confirmation.viewOrders')}
        </Button>
      }
    >
      {t('confirmation.notFound')}
    </Alert>
  );
}

function ConfirmationContent() {
  const { t } = useTranslation('cartCheckout');
  const { id, initial } = useOrderId();
  const order = useOrder(id, initial);
  if (id === null) return <NotFound />;
  if (order.isPending) return <CircularProgress aria-label={t('confirmation.loading')} />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404) return <NotFound />;
    return <QueryError error={order.error} onRetry={() => void order.refetch()} />;
  }
  return (
    <Stack sx={{ gap: 2 }}>
      {/* The page's Content-Security-Policy allows style elements that carry its nonce. */}
      <style nonce={cspNonce()}>{PRINT_STYLES}</style>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }} data-print-hidden>
        <CheckCircle color="success" aria-hidden />
        <Typography>{t('confirmation.thanks')}</Typography>
      </Stack>
      <OrderDetails order={order.data} />
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }} data-print-hidden>
        <Button variant="contained" onClick={() => window.print()}>
          {t('confirmation.print')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={routes.orders()}>
          {t('confirmation.viewOrders')}
        </Button>
        <Button component={RouterLink} to={routes.store()}>
          {t('confirmation.continueShopping')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** `/order-confirmation?id=…`: the placed order, printable, reloadable by its id. */
export default function OrderConfirmationPage() {
  const { t } = useTranslation('cartCheckout');
  return (
    <Box component="section" data-remote="cartCheckout" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom data-print-hidden>
        {t('orderConfirmation.title')}
      </Typography>
      <RequireSession>
        <ConfirmationContent />
      </RequireSession>
    </Box>
  );
}
