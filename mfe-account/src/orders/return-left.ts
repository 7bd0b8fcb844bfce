import type { OrderShipment } from '@shop/shared-contracts/api/marketplace';

/**
 * How many of each order item of the shipment may still be asked for: bought less what accepted
 * and waiting returns took (the server checks it again; this only shapes the form).
 */
export function returnLeft(
  shipment: OrderShipment,
  items: { id: number; quantity: number }[],
): Map<number, number> {
  const left = new Map(items.map((item) => [item.id, item.quantity]));
  for (const made of shipment.returns ?? []) {
    if (made.status === 'refused') continue;
    for (const line of made.lines)
      left.set(line.order_item_id, (left.get(line.order_item_id) ?? 0) - line.quantity);
  }
  return left;
}

/** The shipment may get a new return: in its window, none waiting, something left. */
export function canAskReturn(shipment: OrderShipment, left: Map<number, number>): boolean {
  if (!shipment.returnable_until) return false;
  if ((shipment.returns ?? []).some((made) => made.status === 'requested')) return false;
  return [...left.values()].some((quantity) => quantity > 0);
}
