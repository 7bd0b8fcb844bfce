import { SUGGEST_MIN_LENGTH } from '@shop/shared-contracts/api/suggest';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useNavigate } from '@shop/shared-platform/router/react-router';
import { useShopLanguage } from '@shop/shared-platform/theme/shop-theme-provider';
import { Close, Search } from '@shop/shared-platform/ui/icons';
import { Box, IconButton } from '@shop/shared-platform/ui/mui-core';
import { InputBase } from '@shop/shared-platform/ui/mui-input';
import {
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
  useId,
  useMemo,
  useState,
} from 'react';
import { useSuggestProducts } from './api/suggest-products';
import { SearchSuggestionPopup } from './search-suggestion-popup';
import { NO_SUGGESTIONS, nextActiveIndex, suggestionOptions } from './suggestion-options';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before the suggestions are asked for. */
const SUGGEST_DELAY_MS = 200;

export interface SearchComboboxProps {
  onClose: () => void;
}

/**
 * The open header search: a combobox (ARIA 1.2: the field owns a listbox through
 * `aria-controls`, the highlighted option is named by `aria-activedescendant` while focus stays
 * in the field). Arrow keys walk the products then the categories, Enter opens the highlighted
 * one or searches the store for the text, Escape closes the list, then the field.
 */
export default function SearchCombobox({ onClose }: SearchComboboxProps) {
  const { t } = useTranslation();
  const language = useShopLanguage();
  const navigate = useNavigate();
  const listboxId = useId();
  const [text, setText] = useState('');
  const [listOpen, setListOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);

  const typed = text.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const suggestions = useSuggestProducts(settled);
  const options = useMemo(
    () =>
      suggestions.data ? suggestionOptions(suggestions.data, language, listboxId) : NO_SUGGESTIONS,
    [suggestions.data, language, listboxId],
  );
  const asking = typed.length >= SUGGEST_MIN_LENGTH;
  const popupOpen = listOpen && asking;
  const expanded = popupOpen && options.all.length > 0;
  const activeIndex = expanded ? options.all.findIndex((option) => option.id === activeId) : -1;
  const active = activeIndex >= 0 ? options.all[activeIndex] : undefined;

  const open = (href: string) => {
    navigate(href);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (active) return open(active.href);
    if (typed) open(routes.store({ q: typed }));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!asking || options.all.length === 0) return;
      event.preventDefault();
      setListOpen(true);
      const next = nextActiveIndex(expanded ? activeIndex : -1, options.all.length, event.key);
      setActiveId(options.all[next]?.id ?? null);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (popupOpen) {
        setListOpen(false);
        setActiveId(null);
      } else onClose();
    }
  };

  // Focus moving out of the field and its list (not into the list's retry button) closes it.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setListOpen(false);
  };

  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      onBlur={onBlur}
      sx={{
        // On a phone the list spans the header (the box `SearchBox` lays over the header's row
        // is its containing block); from `sm` on it hangs under the field.
        position: { xs: 'static', sm: 'relative' },
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
        onChange={(event) => {
          setText(event.target.value);
          setListOpen(true);
          setActiveId(null);
        }}
        onFocus={() => setListOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={t('header.searchPlaceholder')}
        inputProps={{
          type: 'search',
          role: 'combobox',
          'aria-label': t('header.searchLabel'),
          'aria-autocomplete': 'list',
          'aria-expanded': expanded,
          'aria-controls': listboxId,
          'aria-activedescendant': active?.id,
          autoComplete: 'off',
        }}
        // The close button beside the field is the only ×: hide the browser's own clear button.
        sx={{ flex: 1, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      />
      <IconButton type="submit" aria-label={t('header.submitSearch')} size="small">
        <Search fontSize="small" />
      </IconButton>
      <IconButton aria-label={t('header.closeSearch')} size="small" onClick={onClose}>
        <Close fontSize="small" />
      </IconButton>
      <SearchSuggestionPopup
        listboxId={listboxId}
        open={popupOpen}
        text={typed}
        options={options}
        activeId={active?.id ?? null}
        suggestions={suggestions}
        waiting={settled !== typed || suggestions.isPlaceholderData}
        onPick={(option) => open(option.href)}
      />
    </Box>
  );
}
