import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { whenIdle } from '@shop/shared-platform/runtime/when-idle';
import { ExpandMore } from '@shop/shared-platform/ui/icons';
import { Box, Button } from '@shop/shared-platform/ui/mui-core';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CategoryGroup } from './category-group-popover';
import type { CategoryMenuEntry } from './category-menu-model';

// A group's panel (a popover, with MUI's modal, focus trap and transitions) is not part of the
// first render: its code loads once the browser is idle, earlier when a group's button is pointed
// at or focused, at the latest when it is pressed. The `on-demand-` chunk name tells the budget
// check that no start-up code loads it.
const loadGroupPopover = () =>
  import(/* webpackChunkName: "on-demand-mega-menu" */ './category-group-popover');
const CategoryGroupPopover = lazy(() =>
  loadGroupPopover().then((module) => ({ default: module.CategoryGroupPopover })),
);

/** The category row's box, the same for its placeholder, so the two take the same height. */
const CATEGORY_ROW_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 0.5,
  px: { md: 2 },
  py: 0.5,
} as const;

/** Desktop category bar: groups open a panel, categories without children are plain links. */
export function CategoryMegaMenu({ entries }: { entries: CategoryMenuEntry[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ id: number; anchor: HTMLElement } | null>(null);
  // Mounted from the first opening on, so the panel can animate its closing.
  const [opened, setOpened] = useState(false);
  useEffect(() => whenIdle(() => void loadGroupPopover()), []);
  const openGroup = entries.find(
    (entry): entry is CategoryGroup => entry.kind === 'group' && entry.id === open?.id,
  );

  return (
    <Box component="nav" aria-label={t('megaMenu.label')} sx={CATEGORY_ROW_SX}>
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
            onPointerEnter={loadGroupPopover}
            onFocus={loadGroupPopover}
            onClick={(event) => {
              setOpen({ id: entry.id, anchor: event.currentTarget });
              setOpened(true);
            }}
          >
            {entry.name}
          </Button>
        ),
      )}
      {opened ? (
        <Suspense fallback={null}>
          <CategoryGroupPopover
            group={openGroup}
            anchor={open?.anchor}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </Box>
  );
}

/**
 * The category row's place while the categories load: one row of the same buttons (one kept
 * invisible, out of the keyboard's and screen readers' way), so the page below the header does
 * not move down when they arrive.
 */
export function CategoryMenuPlaceholder() {
  return (
    <Box aria-hidden sx={CATEGORY_ROW_SX}>
      <Button size="small" tabIndex={-1} sx={{ visibility: 'hidden' }}>
        {'\u00a0'}
      </Button>
    </Box>
  );
}
