import { ApiError } from '../http/api-error';

/**
 * Runs at most `concurrency` password hashes at once and lets at most `maxWaiting` wait; past
 * that the caller gets a 503 with Retry-After instead of a place in an ever longer line. scrypt
 * at N=2^17 takes 128 MB and a few hundred ms of a core each: unbounded, 60 sign-ups at once
 * filled libuv's thread pool (which file reads and compression share) and the memory, and every
 * request of the instance waited. A bounded line keeps the rest of the API answering.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  /** Hashes started since boot; tests count them to prove that refused requests hash nothing. */
  started = 0;
  /** Hashes finished since boot. */
  finished = 0;
  /** Most hashes ever running at once. */
  peak = 0;

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new ApiError(503, 'The server is busy. Please try again in a moment.', undefined, {
          retryAfter: 2,
        });
      }
      // The slot is handed over by the finishing task, so `running` never exceeds the cap.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    this.started++;
    this.peak = Math.max(this.peak, this.running);
    try {
      return await task();
    } finally {
      this.finished++;
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
