import { useTranslation } from '@shop/shared-platform/i18n/react';
import { RequireSession } from '@shop/shared-platform/session/require-session';
import {
  Box,
  CircularProgress,
  Paper,
  type Theme,
  Typography,
} from '@shop/shared-platform/ui/mui-core';
import { useMediaQuery } from '@shop/shared-platform/ui/mui-page';
import { Suspense } from 'react';
import { AccountNav, panelId, tabId } from './account-nav';
import { useAccountTab } from './use-account-tab';

function AccountPageContent() {
  const { t } = useTranslation('account');
  const [tab, openTab] = useAccountTab();
  // From the `md` width up the tabs stand beside the panel (see AccountNav). Only signed-in
  // shoppers see this part, never on the server: its first render already knows the width.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const { Panel } = tab;
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: wide ? 'row' : 'column',
        gap: wide ? 3 : 2,
        alignItems: 'flex-start',
      }}
    >
      <Paper
        variant="outlined"
        sx={{ width: wide ? 240 : '100%', flexShrink: 0, py: wide ? 1 : 0, minWidth: 0 }}
      >
        <AccountNav current={tab} onOpen={openTab} vertical={wide} />
      </Paper>
      <Box
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        sx={{ flex: 1, minWidth: 0, width: '100%' }}
      >
        <Suspense
          fallback={
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label={t('loading')} />
            </Box>
          }
        >
          <Panel />
        </Suspense>
      </Box>
    </Box>
  );
}

/** `/my-account`: the title for everyone (the server renders it), the tabs for the shopper. */
export default function AccountPage() {
  const { t } = useTranslation('account');
  return (
    <Box component="section" data-remote="account" sx={{ py: 3, minWidth: 0 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('account.title')}
      </Typography>
      <RequireSession>
        <AccountPageContent />
      </RequireSession>
    </Box>
  );
}
