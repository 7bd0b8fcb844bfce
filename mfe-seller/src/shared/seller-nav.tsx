import { sellerRoutes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink, useLocation } from '@shop/shared-platform/router/react-router';
import { Box, Button } from '@shop/shared-platform/ui/mui-core';

const LINKS = [
  { to: sellerRoutes.seller(), key: 'nav.dashboard' },
  { to: sellerRoutes.sellerProducts(), key: 'nav.products' },
  { to: sellerRoutes.sellerOrders(), key: 'nav.orders' },
  { to: sellerRoutes.sellerStore(), key: 'nav.store' },
] as const;

/** The seller center's sections; wraps on a narrow screen instead of scrolling sideways. */
export function SellerNav() {
  const { t } = useTranslation('seller');
  const { pathname } = useLocation();
  const current = (to: string) =>
    to === sellerRoutes.seller() ? pathname === to : pathname.startsWith(to);
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {LINKS.map(({ to, key }) => (
        <Button
          key={to}
          component={RouterLink}
          to={to}
          size="small"
          variant={current(to) ? 'contained' : 'outlined'}
          aria-current={current(to) ? 'page' : undefined}
        >
          {t(key)}
        </Button>
      ))}
    </Box>
  );
}
