import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link } from '@shop/shared-platform/router/react-router';
import { Close, ExpandLess, ExpandMore } from '@shop/shared-platform/ui/icons';
import { Box, Divider, IconButton, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { List, ListItemButton, ListItemText } from '@shop/shared-platform/ui/mui-lists';
import { Collapse, Drawer } from '@shop/shared-platform/ui/mui-overlays';
import { useState } from 'react';
import { AccountLinks } from './account-links';
import { AccountSectionLinks } from './account-section-links';
import type { CategoryMenuEntry } from './category-menu-model';
import { FeaturedTile } from './featured-tile';
import { LanguageToggle } from './language-toggle';

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  entries: CategoryMenuEntry[];
}

/**
 * The slide-in menu of small screens with the same content as the header. Anchored "left", which
 * MUI mirrors to the right in the RTL theme, so it always opens from the inline start.
 */
export function MobileMenu({ open, onClose, entries }: MobileMenuProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<number | null>(null);

  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 320, maxWidth: '88vw' }, 'aria-label': t('header.menu') },
      }}
    >
      <Stack direction="row" sx={{ p: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="p">
          {t('brand.name')}
        </Typography>
        <IconButton aria-label={t('header.closeMenu')} onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Divider />
      <Box
        onClick={(event) => (event.target as HTMLElement).closest('a') && onClose()}
        sx={{ p: 2 }}
      >
        <AccountLinks direction="column" sections={<AccountSectionLinks />} />
      </Box>
      <Divider />
      <List component="nav" aria-label={t('megaMenu.label')}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <ListItemButton key={entry.id} component={Link} to={entry.href} onClick={onClose}>
              <ListItemText primary={entry.name} />
            </ListItemButton>
          ) : (
            <Box key={entry.id}>
              <ListItemButton
                aria-expanded={expanded === entry.id}
                onClick={() => setExpanded(expanded === entry.id ? null : entry.id)}
              >
                <ListItemText primary={entry.name} />
                {expanded === entry.id ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={expanded === entry.id} unmountOnExit>
                <Stack direction="row" spacing={1} sx={{ px: 2, py: 1, overflowX: 'auto' }}>
                  {entry.tiles.map((tile) => (
                    <FeaturedTile key={tile.labelKey} tile={tile} onNavigate={onClose} />
                  ))}
                </Stack>
                <List disablePadding>
                  {entry.children.map((child) => (
                    <ListItemButton
                      key={child.id}
                      component={Link}
                      to={child.href}
                      onClick={onClose}
                      sx={{ pl: 4 }}
                    >
                      <ListItemText primary={child.name} />
                    </ListItemButton>
                  ))}
                  <ListItemButton component={Link} to={entry.href} onClick={onClose} sx={{ pl: 4 }}>
                    <ListItemText primary={t('megaMenu.viewAll')} />
                  </ListItemButton>
                </List>
              </Collapse>
            </Box>
          ),
        )}
      </List>
      <Divider />
      <Box sx={{ p: 2 }}>
        <LanguageToggle fullWidth />
      </Box>
    </Drawer>
  );
}
