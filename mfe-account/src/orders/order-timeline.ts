import type { Order, OrderStatus } from '@shop/shared-contracts/api/entities';

export interface TimelineStep {
  status: OrderStatus;
  /** When the step happened, when known. */
  at: string | null;
  done: boolean;
  description: string | null;
  location: string | null;
}

const BASE_STEPS: OrderStatus[] = ['pending', 'processing', 'shipped', 'delivered'];

/** How far along the four base steps each status is (cancelled: only placed). */
const REACHED: Record<OrderStatus, number> = {
  pending: 0,
  processing: 1,
  shipped: 2,
  delivered: 3,
  completed: 3,
  cancelled: 0,
  returned: 3,
};

const step = (status: OrderStatus, done: boolean, at: string | null): TimelineStep => ({
  status,
  at,
  done,
  description: null,
  location: null,
});

/**
 * The order's timeline: its tracking history when the carrier sent one, else derived from its
 * status: placed, processing, shipped, delivered (done up to the current status, the placing
 * dated by the order, the current step by its last change), with a cancelled or returned step
 * added on top.
 */
export function orderTimeline(order: Order): TimelineStep[] {
  if (order.tracking_history.length > 0) {
    return order.tracking_history.map((event) => ({
      status: event.status,
      at: event.created_at,
      done: true,
      description: event.description,
      location: event.location,
    }));
  }
  const status = order.order_status;
  const reached = REACHED[status];
  const endedOnTop = status === 'cancelled' || status === 'returned';
  // The last change dates the current step; the one on top, if any, owns it instead.
  const datedByChange = endedOnTop ? -1 : reached;
  const steps = BASE_STEPS.map((base, index) => {
    const at = index === 0 ? order.created_at : index === datedByChange ? order.updated_at : null;
    return step(base, index <= reached, at);
  });
  if (endedOnTop) steps.push(step(status, true, order.updated_at));
  return steps;
}
