import { describe, expect, it } from 'vitest';
import { chartDay, ordersDomain } from './chart-scale';

describe('the sales chart scale', () => {
  it('writes a day as the language does, with no direction marks for the left-to-right chart', () => {
    // Intl's Arabic "7\u200f/12" showed as "712/" on the chart's axis.
    expect(chartDay('2026-12-07', 'ar')).toBe('7/12');
    expect(chartDay('2026-11-29', 'ar')).toBe('29/11');
    expect(chartDay('2026-12-07', 'du')).toBe('7.12.');
  });

  it('runs the orders axis up to the busiest day, never below it', () => {
    expect(ordersDomain([{ orders: 0 }, { orders: 7 }, { orders: 3 }])).toEqual([0, 7]);
    expect(ordersDomain([{ orders: 0 }])).toEqual([0, 1]);
  });
});
