import { RETURN_WINDOW_DAYS } from '@shop/shared-contracts/api/marketplace-money';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a shipment delivered at `deliveredAt` may be returned; null when never or passed. */
export function returnableUntil(
  status: string,
  deliveredAt: Date | null,
  now = new Date(),
): Date | null {
  if (status !== 'delivered' || !deliveredAt) return null;
  const until = new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
  return until > now ? until : null;
}

/** What a shipment was paid and what earlier accepted returns already gave back, in cents. */
export interface ShipmentMoney {
  subtotalCents: number;
  discountCents: number;
  refundedCents: number;
}

/**
 * The refund of returned lines worth `valueCents`: their value less their proportional share of
 * the shipment's coupon discount, rounded down to the cent, and never more than what is left of
 * the shipment's paid part (so rounding across several returns cannot give back more than paid).
 */
export function refundCents(valueCents: number, shipment: ShipmentMoney): number {
  const { subtotalCents, discountCents, refundedCents } = shipment;
  if (subtotalCents <= 0 || valueCents <= 0) return 0;
  const paid = Math.max(subtotalCents - discountCents, 0);
  const share = Math.floor((valueCents * paid) / subtotalCents);
  return Math.max(Math.min(share, paid - refundedCents), 0);
}

/** How many of each order item may still be asked for: delivered less accepted and requested. */
export function returnableQuantities(
  items: { id: number; quantity: number }[],
  taken: { orderItemId: number; quantity: number }[],
): Map<number, number> {
  const left = new Map(items.map((item) => [item.id, item.quantity]));
  for (const row of taken)
    left.set(row.orderItemId, (left.get(row.orderItemId) ?? 0) - row.quantity);
  return left;
}
