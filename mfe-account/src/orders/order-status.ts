import { ORDER_STATUSES, type OrderStatus } from '@shop/shared-contracts/api/entities';

/** The status filter: all orders or one status (eight options). */
export type OrderStatusFilter = 'all' | OrderStatus;
export const ORDER_STATUS_FILTERS: OrderStatusFilter[] = ['all', ...ORDER_STATUSES];

export const isOrderStatus = (value: string | null): value is OrderStatus =>
  (ORDER_STATUSES as readonly (string | null)[]).includes(value);

/** Until it leaves the warehouse an order can be cancelled; once it arrived, returned. */
export const canCancel = (status: OrderStatus) => status === 'pending' || status === 'processing';
export const canReturn = (status: OrderStatus) => status === 'delivered' || status === 'completed';

/** Badge colours per status: dark text on a light tint, readable (contrast above 7:1). */
export const STATUS_COLORS: Record<OrderStatus, { color: string; bgcolor: string }> = {
  pending: { color: '#7a3e00', bgcolor: '#fff3e0' },
  processing: { color: '#0d47a1', bgcolor: '#e3f2fd' },
  shipped: { color: '#0d47a1', bgcolor: '#e3f2fd' },
  delivered: { color: '#1b5e20', bgcolor: '#e8f5e9' },
  completed: { color: '#1b5e20', bgcolor: '#e8f5e9' },
  cancelled: { color: '#b71c1c', bgcolor: '#ffebee' },
  returned: { color: '#424242', bgcolor: '#eeeeee' },
};
