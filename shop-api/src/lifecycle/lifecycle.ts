/**
 * What the process is doing, for readiness: shared by the shutdown handler (which sets it) and
 * the health routes (which read it). One per server process; tests make their own.
 */
export class Lifecycle {
  #shuttingDown = false;

  get shuttingDown(): boolean {
    return this.#shuttingDown;
  }

  /** From now on readiness answers 503, whatever the database says. */
  beginShutdown(): void {
    this.#shuttingDown = true;
  }
}
