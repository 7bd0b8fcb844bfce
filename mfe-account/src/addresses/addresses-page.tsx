import { sameSitePath } from '@shop/shared-contracts/routes';
import { useSearchParams } from '@shop/shared-platform/router/react-router';
import { RequireSession } from '@shop/shared-platform/session/require-session';
import { Box } from '@shop/shared-platform/ui/mui-core';
import AddressesPanel from './addresses-panel';

/** `/profile/addresses`; `?returnTo=/checkout` brings the shopper back after saving. */
export default function AddressesPage() {
  const [params] = useSearchParams();
  const returnTo = sameSitePath(params.get('returnTo'));
  return (
    <RequireSession>
      <Box component="section" data-remote="account" sx={{ py: 3 }}>
        <AddressesPanel headingLevel={1} returnTo={returnTo} />
      </Box>
    </RequireSession>
  );
}
