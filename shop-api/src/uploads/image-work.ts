import sharp from 'sharp';

// One libvips thread per image: a picture being encoded holds one core at most, so on a small
// machine resizing cannot take every core from the shoppers' requests.
sharp.concurrency(1);

/**
 * Runs at most `concurrency` jobs at once, the others in arrival order. Picture resizing goes
 * through one of these: 16 uploads of a 6300×6300 PNG at once kept both cores busy for 36 s.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly concurrency: number) {}

  /** Jobs waiting for their turn (tests hold one running and count the others). */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      await new Promise<void>((turn) => this.waiting.push(turn));
    } else {
      this.running++;
    }
    try {
      return await job();
    } finally {
      // The slot passes straight to the next job, or frees up.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

/** Every picture resize of the process (product pictures, vendor logos), one at a time. */
export const imageWork = new WorkQueue(1);
