import { ACCOUNT_TAB_IDS, routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link, useLocation } from '@shop/shared-platform/router/react-router';
import { List, ListItemButton, ListItemText } from '@shop/shared-platform/ui/mui-lists';

/**
 * Every section of the account, each opening its tab (`/my-account?tab=wallet`): on a phone the
 * menu is where a shopper looks for "my orders" or "my wallet", not only "my account".
 */
export function AccountSectionLinks() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const open = pathname === routes.myAccount() ? new URLSearchParams(search).get('tab') : null;
  return (
    <List component="nav" aria-label={t('accountMenu.label')} dense disablePadding>
      {ACCOUNT_TAB_IDS.map((id, index) => {
        const current = pathname === routes.myAccount() && (open === id || (!open && index === 0));
        return (
          <ListItemButton
            key={id}
            component={Link}
            to={routes.myAccount(id)}
            selected={current}
            aria-current={current ? 'page' : undefined}
            sx={{ minHeight: 44 }}
          >
            <ListItemText primary={t(`accountMenu.${id}`)} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
