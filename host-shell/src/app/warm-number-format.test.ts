import { afterEach, expect, it, vi } from 'vitest';
import { warmNumberFormat } from './warm-number-format';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

it("sets up the language's currency format in a task of its own, not in the caller's", () => {
  vi.useFakeTimers();
  const format = vi.fn((value: number) => String(value));
  // `format` is a getter of Intl.NumberFormat's prototype that returns a bound function.
  const prototype = Intl.NumberFormat.prototype as unknown as { format: object };
  vi.spyOn(prototype, 'format', 'get').mockReturnValue(format);
  warmNumberFormat('du');
  expect(format).not.toHaveBeenCalled();
  vi.runAllTimers();
  expect(format).toHaveBeenCalledWith(0);
});
