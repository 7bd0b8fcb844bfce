import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useLogout } from '@shop/shared-platform/session/use-logout';
import { Logout } from '@shop/shared-platform/ui/icons';
import { Box, Button, useTheme } from '@shop/shared-platform/ui/mui-core';
import { ListItemButton, ListItemText } from '@shop/shared-platform/ui/mui-lists';
import type { KeyboardEvent } from 'react';
import { ACCOUNT_TABS, type AccountTab } from './account-tabs';
import { nextTabIndex } from './next-tab-index';

export const tabId = (tab: AccountTab) => `account-tab-${tab.id}`;
export const panelId = (tab: AccountTab) => `account-panel-${tab.id}`;

interface AccountNavProps {
  current: AccountTab;
  onOpen: (id: string) => void;
  /**
   * A menu down the side on wide screens; on small ones a grid of every section with its whole
   * name (a scrolling tab bar hid five of seven sections on a phone, with no hint they exist).
   */
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextTabIndex(event, vertical, direction);
    if (next === null) return;
    event.preventDefault();
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: 'flex', flexDirection: 'column', gap: vertical ? 1 : 0, minWidth: 0 }}
    >
      <Box
        role="tablist"
        aria-label={t('nav.tabs')}
        aria-orientation={vertical ? 'vertical' : 'horizontal'}
        onKeyDown={onKeyDown}
        sx={
          vertical
            ? { display: 'flex', flexDirection: 'column' }
            : // Two columns at 320 px, more where they fit: every section stays on screen.
              { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))' }
        }
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
                // In the phone's grid the icon stands above the name, which leaves the whole
                // cell's width to long words ("Bestellungen").
                flexDirection: vertical ? 'row' : 'column',
                gap: vertical ? 1.5 : 0.5,
                minHeight: 48,
                px: vertical ? 2 : 1,
                textAlign: vertical ? 'start' : 'center',
                color: selected ? 'primary.main' : 'text.primary',
                borderInlineStart: vertical ? 3 : 0,
                borderBottom: vertical ? 0 : 3,
                borderColor: selected ? 'primary.main' : 'transparent',
                '&.Mui-focusVisible': { outlineOffset: -2 },
              }}
            >
              <tab.icon aria-hidden />
              <ListItemText
                primary={t(tab.labelKey)}
                slotProps={{
                  // Names wrap between words on a phone ("Verkäufer / werden"), never inside one.
                  primary: {
                    sx: {
                      fontWeight: selected ? 600 : 400,
                      whiteSpace: vertical ? 'nowrap' : 'normal',
                      overflowWrap: 'normal',
                      hyphens: 'manual',
                    },
                  },
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
          justifyContent: 'flex-start',
          alignSelf: vertical ? 'stretch' : 'flex-start',
          minHeight: 48,
          px: 2,
        }}
      >
        {t('logout.button')}
      </Button>
    </Box>
  );
}
