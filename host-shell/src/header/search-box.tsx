import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Search } from '@shop/shared-platform/ui/icons';
import { Box, IconButton } from '@shop/shared-platform/ui/mui-core';
import { lazy, Suspense, useState } from 'react';

// The field with its suggestions is not part of the shop's first render: its code loads when
// the shopper points at or focuses the search button, at the latest when it is pressed. The
// `on-demand-` chunk name tells the budget check that no start-up code loads it.
const loadCombobox = () => import(/* webpackChunkName: "on-demand-search" */ './search-combobox');
const SearchCombobox = lazy(loadCombobox);

/** The header search: the icon opens a field with suggestions; Enter on text opens /store?q=. */
export function SearchBox() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // After the field closes, focus goes back to the button that opened it, not to the page.
  const [closed, setClosed] = useState(false);

  if (open) {
    return (
      <Box
        sx={{
          // On a phone the open field covers the header's row (the toolbar is its containing
          // block): squeezed between the brand and the cart it showed two characters at 320 px.
          position: { xs: 'absolute', sm: 'static' },
          inset: { xs: 0 },
          zIndex: { xs: 1 },
          display: 'flex',
          alignItems: 'center',
          px: { xs: 1 },
          bgcolor: { xs: 'background.paper' },
        }}
      >
        <Suspense fallback={<Search color="action" />}>
          <SearchCombobox
            onClose={() => {
              setOpen(false);
              setClosed(true);
            }}
          />
        </Suspense>
      </Box>
    );
  }
  return (
    <IconButton
      color="inherit"
      aria-label={t('header.openSearch')}
      // `false` would differ from the server's markup, which never carries `autofocus`.
      autoFocus={closed || undefined}
      onPointerEnter={loadCombobox}
      onFocus={loadCombobox}
      onClick={() => setOpen(true)}
    >
      <Search />
    </IconButton>
  );
}
