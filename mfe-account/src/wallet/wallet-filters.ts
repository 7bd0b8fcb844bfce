import {
  WALLET_TRANSACTION_TYPES,
  type WalletTransaction,
  type WalletTransactionType,
} from '@shop/shared-contracts/api/entities';

export type WalletTypeFilter = 'all' | WalletTransactionType;
export type WalletTimeFilter = 'all' | 'month' | 'week';

export const WALLET_TYPE_FILTERS: WalletTypeFilter[] = ['all', ...WALLET_TRANSACTION_TYPES];
export const WALLET_TIME_FILTERS: WalletTimeFilter[] = ['all', 'month', 'week'];

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Deposits and refunds add to the wallet; withdrawals and order payments take from it. */
export const isCredit = (type: WalletTransactionType) => type === 'deposit' || type === 'refund';

function inPeriod(at: Date, time: WalletTimeFilter, now: Date): boolean {
  if (time === 'month')
    return at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth();
  if (time === 'week') {
    const age = now.getTime() - at.getTime();
    return age >= 0 && age <= WEEK_MS;
  }
  return true;
}

/**
 * The transactions of one type (or all) within this calendar month, the last seven days or any
 * time, newest first (the higher id first at the same time).
 */
export function filterTransactions(
  transactions: readonly WalletTransaction[],
  filter: { type: WalletTypeFilter; time: WalletTimeFilter },
  now: Date = new Date(),
): WalletTransaction[] {
  return transactions
    .filter((entry) => filter.type === 'all' || entry.type === filter.type)
    .filter((entry) => inPeriod(new Date(entry.created_at), filter.time, now))
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id);
}

/**
 * This calendar month's income (deposits) and expense (withdrawals and orders, less the refunds
 * of cancelled orders, never below 0), in euro. A refund is money that was not spent after all,
 * not income: an order paid and cancelled in one month leaves income and expense as they were.
 */
export function monthTotals(
  transactions: readonly WalletTransaction[],
  now: Date = new Date(),
): { income: number; expense: number } {
  let incomeCents = 0;
  let expenseCents = 0;
  for (const entry of transactions) {
    if (!inPeriod(new Date(entry.created_at), 'month', now)) continue;
    // Summed in cents, so 0.1 + 0.2 is 0.30 and not 0.30000000000000004.
    const cents = Math.round(entry.amount * 100);
    if (entry.type === 'deposit') incomeCents += cents;
    else if (entry.type === 'refund') expenseCents -= cents;
    else expenseCents += cents;
  }
  return { income: incomeCents / 100, expense: Math.max(0, expenseCents) / 100 };
}
