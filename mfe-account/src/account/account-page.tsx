import { routes } from '@shop/shared-contracts/routes';
import { Link as RouterLink, useSearchParams } from '@shop/shared-platform/router/react-router';
import { RequireSession } from '@shop/shared-platform/session/require-session';
import { Box, Button, Typography } from '@shop/shared-platform/ui/mui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelLoading } from '../shared/panel-loading';

// Each tab's code loads when the tab opens. The account page's own tab shell replaces this list.
const PANELS = {
  orders: lazy(() => import('../orders/orders-panel')),
  addresses: lazy(() => import('../addresses/addresses-panel')),
  wishlist: lazy(() => import('../wishlist/wishlist-panel')),
  wallet: lazy(() => import('../wallet/wallet-panel')),
} as const;
type PanelTab = keyof typeof PANELS;
const TABS = Object.keys(PANELS) as PanelTab[];

const isPanelTab = (value: string | null): value is PanelTab => value !== null && value in PANELS;

function AccountPageContent() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const Panel = isPanelTab(tab) ? PANELS[tab] : null;
  return (
    <Box component="section" data-remote="account" sx={{ py: 3 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('account.title')}
      </Typography>
      <Box
        component="nav"
        aria-label={t('account.tabs')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 3 }}
      >
        {TABS.map((id) => (
          <Button
            key={id}
            component={RouterLink}
            to={`${routes.myAccount()}?tab=${id}`}
            variant={id === tab ? 'contained' : 'outlined'}
            aria-current={id === tab ? 'page' : undefined}
          >
            {t(`account.tab.${id}`)}
          </Button>
        ))}
      </Box>
      {Panel ? (
        <Suspense fallback={<PanelLoading label={t('common.loading')} />}>
          <Panel />
        </Suspense>
      ) : (
        <Typography>{t('account.intro')}</Typography>
      )}
    </Box>
  );
}

export default function AccountPage() {
  return (
    <RequireSession>
      <AccountPageContent />
    </RequireSession>
  );
}
