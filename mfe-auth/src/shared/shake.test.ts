import { describe, expect, it } from 'vitest';
import { SHAKE_MS, shakeSx } from './shake';

describe('shakeSx', () => {
  it('animates for 500 ms and stops for shoppers who ask for reduced motion', () => {
    const sx = shakeSx(1, true) as Record<string, unknown>;
    expect(SHAKE_MS).toBe(500);
    expect(String(sx.animation)).toContain('500ms');
    expect(sx['@media (prefers-reduced-motion: reduce)']).toEqual({ animation: 'none' });
  });

  it('restarts on a second failure by switching to the twin animation', () => {
    const first = String((shakeSx(1, true) as Record<string, unknown>).animation);
    const second = String((shakeSx(2, true) as Record<string, unknown>).animation);
    expect(first).not.toBe(second);
    expect(shakeSx(2, false)).toEqual({});
  });
});
