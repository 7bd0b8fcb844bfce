import { describe, expect, it } from 'vitest';
import { addWorkingDays, deliveryWindow } from './delivery-estimate';

// Local dates: 2026-11-27 is a Friday.
const friday = new Date(2026, 10, 27, 15, 30);
const saturday = new Date(2026, 10, 28, 10);
const sunday = new Date(2026, 10, 29, 10);
const day = (date: Date) => [date.getFullYear(), date.getMonth() + 1, date.getDate()];

describe('delivery estimate in working days', () => {
  it('sends a Friday express order to Monday-Tuesday, not Sunday', () => {
    const { earliest, latest } = deliveryWindow(friday, 'fast');
    expect(day(earliest)).toEqual([2026, 11, 30]);
    expect(day(latest)).toEqual([2026, 12, 1]);
    expect(latest.getDay()).toBe(2);
  });

  it('counts a weekend order from Monday', () => {
    expect(day(deliveryWindow(saturday, 'fast').latest)).toEqual([2026, 12, 1]);
    expect(day(deliveryWindow(sunday, 'fast').earliest)).toEqual([2026, 11, 30]);
    expect(day(deliveryWindow(sunday, 'normal').latest)).toEqual([2026, 12, 4]);
  });

  it('skips the weekend for standard delivery', () => {
    const { earliest, latest } = deliveryWindow(friday, 'normal');
    expect(day(earliest)).toEqual([2026, 12, 2]);
    expect(day(latest)).toEqual([2026, 12, 4]);
  });

  it('never lands on a weekend', () => {
    for (let offset = 0; offset < 14; offset += 1) {
      const from = new Date(2026, 10, 23 + offset, 12);
      for (const days of [1, 2, 3, 5])
        expect([0, 6]).not.toContain(addWorkingDays(from, days).getDay());
    }
  });
});
