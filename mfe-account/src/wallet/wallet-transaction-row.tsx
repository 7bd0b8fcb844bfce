import type { WalletTransaction } from '@shop/shared-contracts/api/entities';
import { formatDateTime } from '@shop/shared-contracts/format/date';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { Chip } from '@shop/shared-platform/ui/mui-page';
import { ArrowDownward, ArrowUpward } from '@shop/shared-platform/ui/page-icons';
import { isIncome } from './wallet-filters';

/** One movement: icon, description, date and time, signed amount and type badge. */
export function WalletTransactionRow({ entry }: { entry: WalletTransaction }) {
  const { t, i18n } = useTranslation('account');
  const income = isIncome(entry.type);
  const color = income ? 'success.dark' : 'error.dark';
  const Icon = income ? ArrowUpward : ArrowDownward;
  const amount = `${income ? '+' : '−'}${formatEuro(entry.amount, i18n.language)}`;
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        flexWrap: 'wrap',
      }}
    >
      <Icon sx={{ color }} aria-hidden />
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere' }}>
          {entry.description ?? t(`wallet.types.${entry.type}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDateTime(entry.created_at, i18n.language)}
        </Typography>
      </Box>
      <Typography sx={{ color, fontWeight: 700, direction: 'ltr', unicodeBidi: 'isolate' }}>
        {amount}
      </Typography>
      <Chip size="small" variant="outlined" label={t(`wallet.types.${entry.type}`)} />
    </Box>
  );
}
