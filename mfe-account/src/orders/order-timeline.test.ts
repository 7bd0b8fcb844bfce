// @vitest-environment node
import type { Order, OrderStatus } from '@shop/shared-contracts/api/entities';
import { describe, expect, it } from 'vitest';
import { orderTimeline } from './order-timeline';

const CREATED = '2026-11-01T10:00:00.000Z';
const UPDATED = '2026-11-04T08:30:00.000Z';
const order = (order_status: OrderStatus, tracking_history: Order['tracking_history'] = []) =>
  ({ order_status, created_at: CREATED, updated_at: UPDATED, tracking_history }) as Order;
const summary = (status: OrderStatus) =>
  orderTimeline(order(status)).map((step) => [step.status, step.done, step.at]);

describe('the order timeline', () => {
  it('is the tracking history when there is one', () => {
    const history = [
      { status: 'pending', description: 'Order placed', location: 'Berlin', created_at: CREATED },
      { status: 'shipped', description: 'Handed to DHL', location: 'Hamburg', created_at: UPDATED },
    ] as Order['tracking_history'];
    expect(orderTimeline(order('shipped', history))).toEqual([
      {
        status: 'pending',
        at: CREATED,
        done: true,
        description: 'Order placed',
        location: 'Berlin',
      },
      {
        status: 'shipped',
        at: UPDATED,
        done: true,
        description: 'Handed to DHL',
        location: 'Hamburg',
      },
    ]);
  });

  it('marks only the placing done for a pending order', () => {
    expect(summary('pending')).toEqual([
      ['pending', true, CREATED],
      ['processing', false, null],
      ['shipped', false, null],
      ['delivered', false, null],
    ]);
  });

  it('marks the steps up to a shipped order, dating the last by its change', () => {
    expect(summary('shipped')).toEqual([
      ['pending', true, CREATED],
      ['processing', true, null],
      ['shipped', true, UPDATED],
      ['delivered', false, null],
    ]);
  });

  it('marks every step of a completed order', () => {
    expect(summary('completed').map(([, done]) => done)).toEqual([true, true, true, true]);
    expect(summary('completed')[3]).toEqual(['delivered', true, UPDATED]);
  });

  it('puts a cancelled step on top of the placing only', () => {
    expect(summary('cancelled')).toEqual([
      ['pending', true, CREATED],
      ['processing', false, null],
      ['shipped', false, null],
      ['delivered', false, null],
      ['cancelled', true, UPDATED],
    ]);
  });

  it('puts a returned step on top of a delivered order', () => {
    expect(summary('returned')).toEqual([
      ['pending', true, CREATED],
      ['processing', true, null],
      ['shipped', true, null],
      ['delivered', true, null],
      ['returned', true, UPDATED],
    ]);
  });
});
