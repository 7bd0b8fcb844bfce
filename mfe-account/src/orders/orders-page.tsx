import { RequireSession } from '@shop/shared-platform/session/require-session';
import { Box, Typography } from '@shop/shared-platform/ui/mui';
import { useTranslation } from 'react-i18next';

function OrdersPageContent() {
  const { t } = useTranslation('account');
  return (
    <Box component="section" data-remote="account" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('orders.title')}
      </Typography>
      <Typography>{t('orders.intro')}</Typography>
    </Box>
  );
}

export default function OrdersPage() {
  return (
    <RequireSession>
      <OrdersPageContent />
    </RequireSession>
  );
}
