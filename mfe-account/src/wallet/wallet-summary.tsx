import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Paper, Typography } from '@shop/shared-platform/ui/mui-core';

interface WalletSummaryProps {
  balance: number;
  income: number;
  expense: number;
}

/** The balance and this month's income and expense. */
export function WalletSummary({ balance, income, expense }: WalletSummaryProps) {
  const { t, i18n } = useTranslation('account');
  const figure = (label: string, amount: number, color?: string) => (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 180px', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ color, fontWeight: 700 }}>
        {formatEuro(amount, i18n.language)}
      </Typography>
    </Paper>
  );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
      {figure(t('wallet.balance'), balance)}
      {figure(t('wallet.monthIncome'), income, 'success.dark')}
      {figure(t('wallet.monthExpense'), expense, 'error.dark')}
    </Box>
  );
}
