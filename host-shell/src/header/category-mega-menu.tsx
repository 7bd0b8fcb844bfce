import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { ExpandMore } from '@shop/shared-platform/ui/icons';
import {
  Box,
  Button,
  Link,
  Popover,
  Stack,
  Typography,
  useTheme,
} from '@shop/shared-platform/ui/mui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryMenuEntry } from './category-menu-model';
import { FeaturedTile } from './featured-tile';

type Group = Extract<CategoryMenuEntry, { kind: 'group' }>;

function GroupPanel({ group, onNavigate }: { group: Group; onNavigate: () => void }) {
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

/** Desktop category bar: groups open a panel, categories without children are plain links. */
export function CategoryMegaMenu({ entries }: { entries: CategoryMenuEntry[] }) {
  const { t } = useTranslation();
  const start = useTheme().direction === 'rtl' ? 'right' : 'left';
  const [open, setOpen] = useState<{ id: number; anchor: HTMLElement } | null>(null);
  const close = () => setOpen(null);
  const openGroup = entries.find(
    (entry): entry is Group => entry.kind === 'group' && entry.id === open?.id,
  );

  return (
    <Box
      component="nav"
      aria-label={t('megaMenu.label')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: { md: 2 }, py: 0.5 }}
    >
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <Button
            key={entry.id}
            component={RouterLink}
            to={entry.href}
            color="inherit"
            size="small"
          >
            {entry.name}
          </Button>
        ) : (
          <Button
            key={entry.id}
            color="inherit"
            size="small"
            endIcon={<ExpandMore />}
            aria-haspopup="true"
            aria-expanded={open?.id === entry.id}
            onClick={(event) => setOpen({ id: entry.id, anchor: event.currentTarget })}
          >
            {entry.name}
          </Button>
        ),
      )}
      <Popover
        open={Boolean(openGroup)}
        anchorEl={open?.anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
      >
        {openGroup ? <GroupPanel group={openGroup} onNavigate={close} /> : null}
      </Popover>
    </Box>
  );
}
