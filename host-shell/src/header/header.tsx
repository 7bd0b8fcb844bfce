import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link } from '@shop/shared-platform/router/react-router';
import { Menu, StorefrontOutlined } from '@shop/shared-platform/ui/icons';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@shop/shared-platform/ui/mui-core';
import { useRef, useState } from 'react';
import { AccountLinks } from './account-links';
import { CartLink } from './cart-link';
import { DeliveryBanner } from './delivery-banner';
import { CategoryMobileMenu, CategoryRow } from './header-categories';
import { LanguageToggle } from './language-toggle';
import { loadMobileMenu } from './lazy-mobile-menu';
import { SearchBox } from './search-box';
import { useHeaderScrollPadding } from './use-header-scroll-padding';

/** The shop's header (brand, menus, search, account, cart, language), on every page. */
export function Header() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const bar = useRef<HTMLElement>(null);
  useHeaderScrollPadding(bar);

  return (
    <AppBar
      ref={bar}
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <DeliveryBanner />
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          edge="start"
          aria-label={t('header.openMenu')}
          onPointerEnter={loadMobileMenu}
          onFocus={loadMobileMenu}
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <Menu />
        </IconButton>
        <Box
          component={Link}
          to={routes.home()}
          aria-label={t('header.home')}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'primary.main',
            textDecoration: 'none',
          }}
        >
          <StorefrontOutlined />
          <Typography variant="h6" component="span" sx={{ fontWeight: 800 }}>
            {t('brand.name')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        <SearchBox />
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}>
          <LanguageToggle />
          <AccountLinks />
        </Box>
        <CartLink />
      </Toolbar>
      <CategoryRow />
      <CategoryMobileMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </AppBar>
  );
}
