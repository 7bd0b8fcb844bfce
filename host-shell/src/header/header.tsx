import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link } from '@shop/shared-platform/router/react-router';
import { useShopLanguage } from '@shop/shared-platform/theme/shop-theme-provider';
import { Menu, StorefrontOutlined } from '@shop/shared-platform/ui/icons';
import {
  AppBar,
  Box,
  Divider,
  IconButton,
  Toolbar,
  Typography,
} from '@shop/shared-platform/ui/mui-core';
import { useMemo, useRef, useState } from 'react';
import { useRemoveAppShell } from '../app-shell/use-remove-app-shell';
import { AccountLinks } from './account-links';
import { useCategories } from './api/get-categories';
import { CartLink } from './cart-link';
import { CategoryMegaMenu, CategoryMenuPlaceholder } from './category-mega-menu';
import { buildCategoryMenu } from './category-menu-model';
import { DeliveryBanner } from './delivery-banner';
import { LanguageToggle } from './language-toggle';
import { LazyMobileMenu, loadMobileMenu } from './lazy-mobile-menu';
import { SearchBox } from './search-box';
import { useCategoriesFailureToast } from './use-categories-failure-toast';
import { useHeaderScrollPadding } from './use-header-scroll-padding';

/** The shop's header (brand, menus, search, account, cart, language), on every page. */
export function Header() {
  const { t } = useTranslation();
  const language = useShopLanguage();
  const { data: categories, error } = useCategories();
  useCategoriesFailureToast(error);
  const entries = useMemo(
    () => buildCategoryMenu(categories ?? [], language),
    [categories, language],
  );
  // The category row keeps its place while the categories load, so the page does not move down
  // when they arrive; it goes only when there are none to show.
  const categoriesPending = categories === undefined && !error;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const bar = useRef<HTMLElement>(null);
  useHeaderScrollPadding(bar);
  // The document's picture of this header (its first paint) gives way to it.
  useRemoveAppShell();

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
      {entries.length || categoriesPending ? (
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <Divider />
          {entries.length ? <CategoryMegaMenu entries={entries} /> : <CategoryMenuPlaceholder />}
        </Box>
      ) : null}
      <LazyMobileMenu open={drawerOpen} onClose={() => setDrawerOpen(false)} entries={entries} />
    </AppBar>
  );
}
