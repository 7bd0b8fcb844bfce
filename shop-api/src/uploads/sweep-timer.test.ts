import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { sweepUploads as sweep } from './sweep';
import { startSweepTimer } from './sweep-timer';

// Handed in rather than mocked by module: the API suite shares modules between its test files.
const sweepUploads = vi.fn<typeof sweep>(async () => ({ deleted: ['public:x'], abandoned: 0 }));
const sweepVisitorCarts = vi.fn(async () => 2);

const appWith = (minutes: number) =>
  ({
    config: { uploadsSweepIntervalMinutes: minutes, uploadsOrphanAfterMinutes: 90 },
    db: {},
    uploads: {},
    log: { info: vi.fn(), warn: vi.fn() },
  }) as unknown as FastifyInstance;

afterEach(() => {
  vi.useRealTimers();
  sweepUploads.mockClear();
  sweepVisitorCarts.mockClear();
});

describe('the sweep timer in the API process', () => {
  it('sweeps every interval with the configured age, and stops when told', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = appWith(30);
    const stop = startSweepTimer(app, sweepUploads, sweepVisitorCarts);
    expect(sweepUploads).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(sweepUploads).toHaveBeenCalledTimes(1);
    expect(sweepUploads.mock.calls[0]?.[2]).toEqual({ olderThanMs: 90 * 60_000 });
    expect(app.log.info).toHaveBeenCalledWith({ deleted: 1 }, 'swept orphaned uploads');
    // Expired visitor carts go in the same round.
    expect(sweepVisitorCarts).toHaveBeenCalledTimes(1);
    expect(app.log.info).toHaveBeenCalledWith({ deleted: 2 }, 'swept expired visitor carts');
    stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(sweepUploads).toHaveBeenCalledTimes(1);
  });

  it('does not run at all with an interval of 0', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    startSweepTimer(appWith(0), sweepUploads, sweepVisitorCarts);
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(sweepUploads).not.toHaveBeenCalled();
  });
});
