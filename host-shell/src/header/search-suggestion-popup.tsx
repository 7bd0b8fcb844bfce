import type { SearchSuggestions } from '@shop/shared-contracts/api/suggest';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import type { UseQueryResult } from '@shop/shared-platform/query/react-query';
import { Box, CircularProgress, Paper, Typography } from '@shop/shared-platform/ui/mui-core';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { SuggestionGroup } from './suggestion-group';
import type { SuggestionGroups, SuggestionOption } from './suggestion-options';

export interface SearchSuggestionPopupProps {
  listboxId: string;
  /** The field has focus and enough text to ask for suggestions. */
  open: boolean;
  text: string;
  options: SuggestionGroups;
  activeId: string | null;
  suggestions: UseQueryResult<SearchSuggestions>;
  /** The list shown is not yet the answer for `text` (typing or asking). */
  waiting: boolean;
  onPick: (option: SuggestionOption) => void;
}

// Pixel units spelled out: MUI reads a bare 1 as 100 %.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The list under the header search, with its loading, empty and error states, and a polite
 * live region that tells screen readers how many suggestions there are once they arrive.
 */
export function SearchSuggestionPopup(props: SearchSuggestionPopupProps) {
  const { listboxId, open, text, options, activeId, suggestions, waiting, onPick } = props;
  const { t } = useTranslation();
  const count = options.all.length;
  const failed = suggestions.isError && !waiting;
  const answered = !waiting && suggestions.isSuccess;
  const showList = open && count > 0;
  const status = !open
    ? ''
    : failed
      ? t('search.suggestionsFailed')
      : answered
        ? count > 0
          ? t('search.suggestionCount', { count })
          : t('search.noSuggestions', { text })
        : '';

  return (
    <>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {status}
      </Box>
      <Paper
        elevation={8}
        sx={{
          display: open ? 'block' : 'none',
          position: 'absolute',
          top: 'calc(100% + 4px)',
          insetInlineStart: { xs: 8, sm: 'auto' },
          insetInlineEnd: { xs: 8, sm: 0 },
          width: { sm: 360 },
          maxWidth: 'calc(100vw - 16px)',
          maxHeight: '70vh',
          overflowY: 'auto',
          zIndex: 'modal',
          py: 1,
        }}
      >
        <Box
          role="listbox"
          id={listboxId}
          aria-label={t('search.suggestions')}
          hidden={!showList}
          sx={{ m: 0, p: 0 }}
        >
          <SuggestionGroup
            label={t('search.products')}
            options={options.products}
            activeId={activeId}
            onPick={onPick}
          />
          <SuggestionGroup
            label={t('search.categories')}
            options={options.categories}
            activeId={activeId}
            onPick={onPick}
          />
        </Box>
        {failed ? (
          <Box sx={{ px: 1 }}>
            <QueryError error={suggestions.error} onRetry={() => void suggestions.refetch()} />
          </Box>
        ) : null}
        {!failed && count === 0 && !answered ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1 }}>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">{t('search.loadingSuggestions')}</Typography>
          </Box>
        ) : null}
        {answered && count === 0 ? (
          <Typography variant="body2" sx={{ px: 2, py: 1 }}>
            {t('search.noSuggestionsHint', { text })}
          </Typography>
        ) : null}
      </Paper>
    </>
  );
}
