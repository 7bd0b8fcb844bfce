import type { OrderStatus } from '@shop/shared-contracts/api/entities';

/** Every status an order can have, in the order an order goes through them. */
export const ORDER_STATUSES: OrderStatus[] = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
  'returned',
];

/** The status filter: all orders or one status (eight options). */
export type OrderStatusFilter = 'all' | OrderStatus;
export const ORDER_STATUS_FILTERS: OrderStatusFilter[] = ['all', ...ORDER_STATUSES];

export const isOrderStatus = (value: string | null): value is OrderStatus =>
  ORDER_STATUSES.includes(value as OrderStatus);

/** Until it leaves the warehouse an order can be cancelled; once it arrived, returned. */
export const canCancel = (status: OrderStatus) => status === 'pending' || status === 'processing';
export const canReturn = (status: OrderStatus) => status === 'delivered' || status === 'completed';

export const STATUS_COLOR: Record<
  OrderStatus,
  'default' | 'info' | 'success' | 'error' | 'warning'
> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'info',
  delivered: 'success',
  completed: 'success',
  cancelled: 'error',
  returned: 'default',
};
