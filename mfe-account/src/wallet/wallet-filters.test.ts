// @vitest-environment node
import type { WalletTransaction } from '@shop/shared-contracts/api/entities';
import { describe, expect, it } from 'vitest';
import { filterTransactions, monthTotals } from './wallet-filters';

const now = new Date(2026, 10, 23, 12, 0); // 23 November 2026, local time
const at = (month: number, day: number, hour = 10) =>
  new Date(2026, month, day, hour).toISOString();
const entry = (
  id: number,
  type: WalletTransaction['type'],
  amount: number,
  created_at: string,
): WalletTransaction => ({ id, type, amount, reference: null, description: null, created_at });

const list = [
  entry(1, 'deposit', 80, at(9, 10)), // October
  entry(2, 'deposit', 0.1, at(10, 2)), // this month, three weeks ago
  entry(3, 'withdraw', 5, at(10, 17)), // six days ago
  entry(4, 'order', 25.5, at(10, 20)), // three days ago
  entry(5, 'deposit', 0.2, at(10, 23, 9)), // today
  entry(6, 'order', 12, at(10, 15, 11)), // eight days ago
];
const ids = (entries: WalletTransaction[]) => entries.map((item) => item.id);

describe('wallet transaction filters', () => {
  it('lists everything newest first without a filter', () => {
    expect(ids(filterTransactions(list, { type: 'all', time: 'all' }, now))).toEqual([
      5, 4, 3, 6, 2, 1,
    ]);
  });

  it('keeps one type exactly', () => {
    expect(ids(filterTransactions(list, { type: 'deposit', time: 'all' }, now))).toEqual([5, 2, 1]);
    expect(ids(filterTransactions(list, { type: 'order', time: 'all' }, now))).toEqual([4, 6]);
  });

  it('keeps this calendar month and the last seven days', () => {
    expect(ids(filterTransactions(list, { type: 'all', time: 'month' }, now))).toEqual([
      5, 4, 3, 6, 2,
    ]);
    expect(ids(filterTransactions(list, { type: 'all', time: 'week' }, now))).toEqual([5, 4, 3]);
    expect(ids(filterTransactions(list, { type: 'withdraw', time: 'week' }, now))).toEqual([3]);
  });

  it('does not count the same month of another year as this month', () => {
    const lastYear = entry(7, 'deposit', 9, new Date(2025, 10, 23).toISOString());
    expect(filterTransactions([lastYear], { type: 'all', time: 'month' }, now)).toEqual([]);
  });

  it('puts the later id first at the same time', () => {
    const same = at(10, 22);
    const twins = [entry(8, 'deposit', 1, same), entry(9, 'withdraw', 1, same)];
    expect(ids(filterTransactions(twins, { type: 'all', time: 'all' }, now))).toEqual([9, 8]);
  });
});

describe("this month's totals", () => {
  it('sums deposits as income and withdrawals and orders as expense, to the cent', () => {
    expect(monthTotals(list, now)).toEqual({ income: 0.3, expense: 42.5 });
  });

  it('counts a refund as less spent, not as income, and never below zero', () => {
    const refunded = [...list, entry(7, 'refund', 25.5, at(10, 21))];
    expect(monthTotals(refunded, now)).toEqual({ income: 0.3, expense: 17 });
    expect(monthTotals([entry(8, 'refund', 9, at(10, 21))], now)).toEqual({
      income: 0,
      expense: 0,
    });
  });

  it('filters refunds by their own type', () => {
    const refunded = [...list, entry(7, 'refund', 25.5, at(10, 21))];
    expect(ids(filterTransactions(refunded, { type: 'refund', time: 'all' }, now))).toEqual([7]);
  });

  it('is zero for a month without transactions', () => {
    expect(monthTotals(list, new Date(2026, 0, 5))).toEqual({ income: 0, expense: 0 });
  });
});
