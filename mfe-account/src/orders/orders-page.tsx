import { RequireSession } from '@shop/shared-platform/session/require-session';
import { Box } from '@shop/shared-platform/ui/mui-core';
import OrdersPanel from './orders-panel';

export default function OrdersPage() {
  return (
    <RequireSession>
      <Box component="section" data-remote="account" sx={{ py: 3 }}>
        <OrdersPanel headingLevel={1} />
      </Box>
    </RequireSession>
  );
}
