import type { Order } from '@shop/shared-contracts/api/entities';

/** Days added to the order date for the expected delivery: 5 for standard, 2 for express. */
export const DELIVERY_ESTIMATE_DAYS = { normal: 5, fast: 2 } as const;

export function estimatedDelivery(order: Pick<Order, 'created_at' | 'shipping_type'>): Date {
  const date = new Date(order.created_at);
  date.setDate(date.getDate() + DELIVERY_ESTIMATE_DAYS[order.shipping_type]);
  return date;
}
