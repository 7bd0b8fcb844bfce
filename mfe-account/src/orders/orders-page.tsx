import { useTranslation } from '@shop/shared-platform/i18n/react';
import { RequireSession } from '@shop/shared-platform/session/require-session';
import { Box } from '@shop/shared-platform/ui/mui-core';
import { PanelHeading } from '../shared/panel-heading';
import OrdersPanel from './orders-panel';

export default function OrdersPage() {
  const { t } = useTranslation('account');
  return (
    <Box component="section" data-remote="account" sx={{ py: 3 }}>
      <RequireSession frame={<PanelHeading level={1}>{t('orders.title')}</PanelHeading>}>
        <OrdersPanel headingLevel={1} />
      </RequireSession>
    </Box>
  );
}
