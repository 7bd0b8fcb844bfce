import type { OrdersQuery } from '@shop/shared-contracts/api/calls';
import { useSearchParams } from '@shop/shared-platform/router/react-router';
import { useCallback, useMemo } from 'react';
import { isOrderStatus, type OrderStatusFilter } from './order-status';

/**
 * The orders' search, status and page live in the address (`?q=&status=&page=`), beside any
 * other parameter such as the account's `tab`, so reload, back and shared links keep them.
 */
export function useOrdersQuery() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const rawStatus = params.get('status');
  const status: OrderStatusFilter = isOrderStatus(rawStatus) ? rawStatus : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const query = useMemo<OrdersQuery>(
    () => ({ page, ...(q ? { q } : {}), ...(status !== 'all' ? { status } : {}) }),
    [page, q, status],
  );

  const update = useCallback(
    (changes: { q?: string; status?: OrderStatusFilter; page?: number }) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) => {
          if (value) next.set(key, value);
          else next.delete(key);
        };
        if (changes.q !== undefined) set('q', changes.q);
        if (changes.status !== undefined)
          set('status', changes.status === 'all' ? '' : changes.status);
        // A new search or filter starts at its first page.
        const nextPage = changes.page ?? 1;
        set('page', nextPage > 1 ? String(nextPage) : '');
        return next;
      });
    },
    [setParams],
  );

  return { q, status, page, query, update };
}
