import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Button } from '@shop/shared-platform/ui/mui-core';
import { MenuItem, TextField } from '@shop/shared-platform/ui/mui-page';
import { type FormEvent, useEffect, useState } from 'react';

interface ListFiltersProps {
  /** Omit for a list without search. */
  search?: { value: string; label: string; onSearch: (q: string) => void };
  status: {
    value: string;
    label: string;
    /** Value -> translated label; the empty value ("all") is added first. */
    options: readonly (readonly [string, string])[];
    onChange: (status: string) => void;
  };
}

/** A list's search box and status filter; both wrap under each other on a narrow screen. */
export function ListFilters({ search, status }: ListFiltersProps) {
  const { t } = useTranslation('seller');
  const [text, setText] = useState(search?.value ?? '');
  useEffect(() => setText(search?.value ?? ''), [search?.value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search?.onSearch(text.trim());
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'flex-start' }}>
      {search ? (
        <Box
          component="form"
          role="search"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 1, flex: '1 1 240px', minWidth: 0 }}
        >
          <TextField
            type="search"
            size="small"
            label={search.label}
            value={text}
            onChange={(event) => setText(event.target.value)}
            sx={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="outlined">
            {t('list.search')}
          </Button>
        </Box>
      ) : null}
      <TextField
        select
        size="small"
        label={status.label}
        value={status.value}
        onChange={(event) => status.onChange(event.target.value)}
        sx={{ minWidth: 180, flex: '0 1 220px' }}
      >
        <MenuItem value="">{t('list.all')}</MenuItem>
        {status.options.map(([value, label]) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
