import { Logout } from '@shop/shared-platform/ui/icons';
import { Box, Button, useTheme } from '@shop/shared-platform/ui/mui';
import { Tab, Tabs } from '@shop/shared-platform/ui/mui-page';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TABS, type AccountTab } from './account-tabs';
import { useAccountLogout } from './use-account-logout';

export const tabId = (tab: AccountTab) => `account-tab-${tab.id}`;
export const panelId = (tab: AccountTab) => `account-panel-${tab.id}`;

interface AccountNavProps {
  current: AccountTab;
  onOpen: (id: string) => void;
  /** A menu down the side on wide screens, a scrolling tab bar on small ones. */
  vertical: boolean;
}

/** The account's tab list and the logout button. Arrow keys move between tabs. */
export function AccountNav({ current, onOpen, vertical }: AccountNavProps) {
  const { t } = useTranslation('account');
  const { logout, isPending } = useAccountLogout();
  const { direction } = useTheme();
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        alignItems: vertical ? 'stretch' : 'center',
        gap: 1,
        minWidth: 0,
        borderBottom: vertical ? 0 : 1,
        borderColor: 'divider',
      }}
    >
      <Tabs
        value={current.id}
        onChange={(_event, id: string) => onOpen(id)}
        orientation={vertical ? 'vertical' : 'horizontal'}
        variant="scrollable"
        scrollButtons={vertical ? false : 'auto'}
        allowScrollButtonsMobile
        aria-label={t('nav.tabs')}
        sx={{
          flex: 1,
          minWidth: 0,
          ...(vertical ? { borderInlineEnd: 1, borderColor: 'divider' } : {}),
        }}
      >
        {ACCOUNT_TABS.map((tab) => (
          <Tab
            key={tab.id}
            value={tab.id}
            id={tabId(tab)}
            aria-controls={panelId(tab)}
            label={t(tab.labelKey)}
            icon={<tab.icon />}
            iconPosition="start"
            sx={{
              minHeight: 48,
              justifyContent: vertical ? 'flex-start' : 'center',
              textAlign: direction === 'rtl' ? 'right' : 'left',
            }}
          />
        ))}
      </Tabs>
      <Button
        onClick={() => void logout()}
        disabled={isPending}
        color="error"
        startIcon={<Logout />}
        sx={{ justifyContent: vertical ? 'flex-start' : 'center', flexShrink: 0, px: 2 }}
      >
        {t('logout.button')}
      </Button>
    </Box>
  );
}
