import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useLogout } from '@shop/shared-platform/session/use-logout';
import { Logout } from '@shop/shared-platform/ui/icons';
import { Box, Button, useTheme } from '@shop/shared-platform/ui/mui-core';
import { ListItemButton, ListItemText } from '@shop/shared-platform/ui/mui-lists';
import { type KeyboardEvent, useEffect } from 'react';
import { ACCOUNT_TABS, type AccountTab } from './account-tabs';

export const tabId = (tab: AccountTab) => `account-tab-${tab.id}`;
export const panelId = (tab: AccountTab) => `account-panel-${tab.id}`;

interface AccountNavProps {
  current: AccountTab;
  onOpen: (id: string) => void;
  /** A menu down the side on wide screens, a scrolling tab bar on small ones. */
  vertical: boolean;
}

/**
 * The account's tab list (the ARIA tabs pattern: one tab in the Tab order, arrow keys, Home and
 * End move between tabs, Enter or Space opens one) and the logout button. Built on list buttons
 * the shell already loads: MUI's Tabs would add its scrolling machinery to the shop's start-up
 * file.
 */
export function AccountNav({ current, onOpen, vertical }: AccountNavProps) {
  const { t } = useTranslation('account');
  const { direction } = useTheme();
  const { logout, isPending } = useLogout();

  // On a phone the tab bar scrolls sideways: bring the open tab into view (a shared link or a
  // reload may open a tab at the far end).
  useEffect(() => {
    if (!vertical)
      document
        .getElementById(tabId(current))
        ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, vertical]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = vertical ? 'ArrowDown' : direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = vertical ? 'ArrowUp' : direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === forward
        ? (at + 1) % tabs.length
        : event.key === backward
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    tabs[next]?.focus();
    // On a phone the row scrolls: show the whole tab, not just the part focus() brings in.
    tabs[next]?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

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
      }}
    >
      <Box
        role="tablist"
        aria-label={t('nav.tabs')}
        aria-orientation={vertical ? 'vertical' : 'horizontal'}
        onKeyDown={onKeyDown}
        sx={{
          display: 'flex',
          flexDirection: vertical ? 'column' : 'row',
          flex: 1,
          minWidth: 0,
          overflowX: vertical ? 'visible' : 'auto',
        }}
      >
        {ACCOUNT_TABS.map((tab) => {
          const selected = tab.id === current.id;
          return (
            <ListItemButton
              key={tab.id}
              role="tab"
              id={tabId(tab)}
              aria-selected={selected}
              aria-controls={panelId(tab)}
              tabIndex={selected ? 0 : -1}
              selected={selected}
              onClick={() => onOpen(tab.id)}
              sx={{
                flex: vertical ? 'none' : '0 0 auto',
                gap: 1.5,
                minHeight: 48,
                color: selected ? 'primary.main' : 'text.primary',
                borderInlineStart: vertical ? 3 : 0,
                borderBottom: vertical ? 0 : 3,
                borderColor: selected ? 'primary.main' : 'transparent',
                // The scrolling row would clip a focus ring drawn outside the tab.
                '&.Mui-focusVisible': { outlineOffset: -2 },
              }}
            >
              <tab.icon aria-hidden />
              <ListItemText
                primary={t(tab.labelKey)}
                slotProps={{
                  primary: { sx: { fontWeight: selected ? 600 : 400, whiteSpace: 'nowrap' } },
                }}
              />
            </ListItemButton>
          );
        })}
      </Box>
      <Button
        onClick={() => void logout()}
        disabled={isPending}
        color="error"
        startIcon={<Logout />}
        sx={{
          justifyContent: vertical ? 'flex-start' : 'center',
          flexShrink: 0,
          px: 2,
          mx: vertical ? 0 : 1,
        }}
      >
        {t('logout.button')}
      </Button>
    </Box>
  );
}
