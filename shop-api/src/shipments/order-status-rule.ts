import type { OrderStatus } from '@shop/shared-contracts/api/entities';
import type { ShipmentStatus } from '@shop/shared-contracts/api/marketplace';

/**
 * The order's status as the contract derives it from its shipments: all cancelled → cancelled;
 * every item of the other ones returned (accepted returns) → returned; every other one delivered
 * → delivered; any shipped or delivered → shipped; any accepted → processing; else pending.
 */
export function orderStatusOf(
  statuses: readonly ShipmentStatus[],
  everyItemReturned = false,
): OrderStatus {
  const open = statuses.filter((status) => status !== 'cancelled');
  if (statuses.length > 0 && open.length === 0) return 'cancelled';
  if (open.length > 0 && everyItemReturned) return 'returned';
  if (open.length > 0 && open.every((status) => status === 'delivered')) return 'delivered';
  if (open.some((status) => status === 'shipped' || status === 'delivered')) return 'shipped';
  if (open.includes('accepted')) return 'processing';
  return 'pending';
}

/** A shipment's status for an order's status, as migration 0062 maps the orders before shipments. */
export function shipmentStatusOf(status: OrderStatus): ShipmentStatus {
  switch (status) {
    case 'pending':
      return 'pending';
    case 'processing':
      return 'accepted';
    case 'shipped':
      return 'shipped';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'delivered';
  }
}
