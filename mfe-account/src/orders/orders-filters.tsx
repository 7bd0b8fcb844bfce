import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Search } from '@shop/shared-platform/ui/icons';
import { Box, IconButton } from '@shop/shared-platform/ui/mui-core';
import { InputAdornment, MenuItem, TextField } from '@shop/shared-platform/ui/mui-page';
import { type FormEvent, useEffect, useState } from 'react';
import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from './order-status';

interface OrdersFiltersProps {
  q: string;
  status: OrderStatusFilter;
  onSearch: (q: string) => void;
  onStatus: (status: OrderStatusFilter) => void;
}

/** The search box (order number or product name) and the status filter. */
export function OrdersFilters({ q, status, onSearch, onStatus }: OrdersFiltersProps) {
  const { t } = useTranslation('account');
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}
    >
      <TextField
        size="small"
        type="search"
        label={t('orders.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        sx={{ flex: '2 1 220px' }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label={t('orders.searchSubmit')}>
                  <Search />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label={t('orders.statusFilter')}
        value={status}
        onChange={(event) => onStatus(event.target.value as OrderStatusFilter)}
        sx={{ flex: '1 1 160px' }}
      >
        {ORDER_STATUS_FILTERS.map((value) => (
          <MenuItem key={value} value={value}>
            {value === 'all' ? t('orders.allStatuses') : t(`orders.status.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
