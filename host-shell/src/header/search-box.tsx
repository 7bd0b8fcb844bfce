import { routes } from '@shop/shared-contracts/routes';
import { useNavigate } from '@shop/shared-platform/router/react-router';
import { Close, Search } from '@shop/shared-platform/ui/icons';
import { Box, IconButton, InputBase } from '@shop/shared-platform/ui/mui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The header search: the icon opens a field; submitting goes to /store?q=<text>. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    navigate(routes.store({ q: query }));
    setOpen(false);
    setText('');
  };

  if (!open) {
    return (
      <IconButton color="inherit" aria-label={t('header.openSearch')} onClick={() => setOpen(true)}>
        <Search />
      </IconButton>
    );
  }

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        bgcolor: 'grey.100',
        borderRadius: 5,
        paddingInlineStart: 1.5,
        width: { xs: '100%', sm: 280 },
      }}
    >
      <InputBase
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('header.searchPlaceholder')}
        inputProps={{ 'aria-label': t('header.searchLabel'), type: 'search' }}
        // The close button beside the field is the only ×: hide the browser's own clear button.
        sx={{ flex: 1, '& input::-webkit-search-cancel-button': { display: 'none' } }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      <IconButton type="submit" aria-label={t('header.submitSearch')} size="small">
        <Search fontSize="small" />
      </IconButton>
      <IconButton aria-label={t('header.closeSearch')} size="small" onClick={() => setOpen(false)}>
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}
