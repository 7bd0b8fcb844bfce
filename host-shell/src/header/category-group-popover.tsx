import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, Link, Stack, Typography, useTheme } from '@shop/shared-platform/ui/mui-core';
import { Popover } from '@shop/shared-platform/ui/mui-overlays';
import type { CategoryMenuEntry } from './category-menu-model';
import { FeaturedTile } from './featured-tile';

export type CategoryGroup = Extract<CategoryMenuEntry, { kind: 'group' }>;

function GroupPanel({ group, onNavigate }: { group: CategoryGroup; onNavigate: () => void }) {
  const { t } = useTranslation();
  // The panel opens outside the header, so it is a landmark of its own, tiles included.
  return (
    <Stack component="nav" aria-label={group.name} direction="row" spacing={3} sx={{ p: 3 }}>
      <Stack direction="row" spacing={2}>
        {group.tiles.map((tile) => (
          <FeaturedTile key={tile.labelKey} tile={tile} onNavigate={onNavigate} />
        ))}
      </Stack>
      <Box sx={{ minWidth: 180 }}>
        <Typography variant="subtitle2" color="text.secondary" sx={{ mb: 1 }}>
          {group.name}
        </Typography>
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {group.children.map((child) => (
            <li key={child.id}>
              <Link
                component={RouterLink}
                to={child.href}
                underline="hover"
                color="inherit"
                onClick={onNavigate}
              >
                {child.name}
              </Link>
            </li>
          ))}
          <li>
            <Link
              component={RouterLink}
              to={group.href}
              underline="hover"
              sx={{ fontWeight: 600 }}
              onClick={onNavigate}
            >
              {t('megaMenu.viewAll')}
            </Link>
          </li>
        </Stack>
      </Box>
    </Stack>
  );
}

interface CategoryGroupPopoverProps {
  /** The open group, or none while the panel is closed. */
  group: CategoryGroup | undefined;
  anchor: HTMLElement | undefined;
  onClose: () => void;
}

/** The panel of one category group, opened below its button in the desktop category bar. */
export function CategoryGroupPopover({ group, anchor, onClose }: CategoryGroupPopoverProps) {
  const start = useTheme().direction === 'rtl' ? 'right' : 'left';
  return (
    <Popover
      open={Boolean(group)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: start }}
      transformOrigin={{ vertical: 'top', horizontal: start }}
    >
      {group ? <GroupPanel group={group} onNavigate={onClose} /> : null}
    </Popover>
  );
}
