import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { MenuItem, TextField } from '@shop/shared-platform/ui/mui-page';
import { QueryError } from '@shop/shared-platform/ui/query-error';
import { useMemo, useState } from 'react';
import { PanelEmpty } from '../shared/panel-empty';
import { PanelHeading } from '../shared/panel-heading';
import { PanelLoading } from '../shared/panel-loading';
import { useWallet } from './api/get-wallet';
import { useWalletTransactions } from './api/get-wallet-transactions';
import {
  filterTransactions,
  monthTotals,
  WALLET_TIME_FILTERS,
  WALLET_TYPE_FILTERS,
  type WalletTimeFilter,
  type WalletTypeFilter,
} from './wallet-filters';
import { WalletSummary } from './wallet-summary';
import { WalletTransactionRow } from './wallet-transaction-row';

/** The wallet: balance, this month's income and expense, and the filtered transactions. */
export default function WalletPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const { t } = useTranslation('account');
  const wallet = useWallet();
  const transactions = useWalletTransactions();
  const [type, setType] = useState<WalletTypeFilter>('all');
  const [time, setTime] = useState<WalletTimeFilter>('all');
  const shown = useMemo(
    () => filterTransactions(transactions.data ?? [], { type, time }),
    [transactions.data, type, time],
  );

  const heading = <PanelHeading level={headingLevel}>{t('wallet.title')}</PanelHeading>;
  if (wallet.isPending || transactions.isPending)
    return (
      <Box>
        {heading}
        <PanelLoading label={t('wallet.loading')} />
      </Box>
    );
  if (wallet.isError || transactions.isError)
    return (
      <Box>
        {heading}
        <Typography variant="h6" component="p" gutterBottom>
          {t('wallet.loadFailed')}
        </Typography>
        <QueryError
          error={wallet.error ?? transactions.error}
          onRetry={() => {
            void wallet.refetch();
            void transactions.refetch();
          }}
        />
      </Box>
    );

  const filtered = type !== 'all' || time !== 'all';
  return (
    <Box>
      {heading}
      <WalletSummary balance={wallet.data.balance} {...monthTotals(transactions.data)} />
      <Typography variant="h6" component={headingLevel === 1 ? 'h2' : 'h3'} gutterBottom>
        {t('wallet.transactions')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <TextField
          select
          size="small"
          label={t('wallet.typeFilter')}
          value={type}
          onChange={(event) => setType(event.target.value as WalletTypeFilter)}
          sx={{ minWidth: 160, flex: '1 1 160px' }}
        >
          {WALLET_TYPE_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`wallet.types.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('wallet.timeFilter')}
          value={time}
          onChange={(event) => setTime(event.target.value as WalletTimeFilter)}
          sx={{ minWidth: 160, flex: '1 1 160px' }}
        >
          {WALLET_TIME_FILTERS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`wallet.times.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {shown.length === 0 ? (
        <PanelEmpty
          title={t('wallet.empty')}
          hint={filtered ? t('wallet.emptyFiltered') : t('wallet.emptyNone')}
        />
      ) : (
        <Box
          component="ul"
          aria-label={t('wallet.transactions')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {shown.map((entry) => (
            <WalletTransactionRow key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
    </Box>
  );
}
