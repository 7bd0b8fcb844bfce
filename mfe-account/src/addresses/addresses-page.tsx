import { sameSitePath } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useSearchParams } from '@shop/shared-platform/router/react-router';
import { RequireSession } from '@shop/shared-platform/session/require-session';
import { Box } from '@shop/shared-platform/ui/mui-core';
import { PanelHeading } from '../shared/panel-heading';
import AddressesPanel from './addresses-panel';

/** `/profile/addresses`; `?returnTo=/checkout` brings the shopper back after saving. */
export default function AddressesPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const returnTo = sameSitePath(params.get('returnTo'));
  return (
    <Box component="section" data-remote="account" sx={{ py: 3 }}>
      <RequireSession frame={<PanelHeading level={1}>{t('addresses.title')}</PanelHeading>}>
        <AddressesPanel headingLevel={1} returnTo={returnTo} />
      </RequireSession>
    </Box>
  );
}
