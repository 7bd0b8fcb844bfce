import {
  OPENING_CREDIT_REFERENCE,
  type WalletTransaction,
} from '@shop/shared-contracts/api/entities';
import { formatDateTime } from '@shop/shared-contracts/format/date';
import { formatEuro } from '@shop/shared-contracts/format/money';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Typography } from '@shop/shared-platform/ui/mui-core';
import { Chip } from '@shop/shared-platform/ui/mui-page';
import { ArrowDownward, ArrowUpward } from '@shop/shared-platform/ui/page-icons';
import { isCredit } from './wallet-filters';

/**
 * What an entry is about, in the shopper's language, from its type and reference (the stored
 * description is English and only kept for old entries).
 */
export function entryDescriptionKey(entry: WalletTransaction): {
  key: string;
  reference?: string;
} {
  if (entry.type === 'deposit' && entry.reference === OPENING_CREDIT_REFERENCE)
    return { key: 'wallet.entry.opening' };
  if ((entry.type === 'order' || entry.type === 'refund') && entry.reference)
    return { key: `wallet.entry.${entry.type}`, reference: entry.reference };
  if (entry.type === 'deposit' || entry.type === 'withdraw')
    return { key: `wallet.entry.${entry.type}` };
  return { key: `wallet.types.${entry.type}` };
}

/** One movement: icon, description, date and time, signed amount and type badge. */
export function WalletTransactionRow({ entry }: { entry: WalletTransaction }) {
  const { t, i18n } = useTranslation('account');
  const income = isCredit(entry.type);
  const color = income ? 'success.dark' : 'error.dark';
  const Icon = income ? ArrowUpward : ArrowDownward;
  const description = entryDescriptionKey(entry);
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
          {t(description.key, { reference: description.reference })}
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
