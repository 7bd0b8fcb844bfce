/**
 * Logs a problem once per cause: a broken remote would otherwise write one line per request.
 * Forgotten when a new generation starts, whose problems are worth a line again.
 */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export class LogOnce {
  private readonly seen = new Set<string>();

  constructor(private readonly logger: Logger) {}

  warn(cause: string, message: string): void {
    if (this.seen.has(cause)) return;
    this.seen.add(cause);
    this.logger.warn(`${message} (further ${cause} are not logged until the next generation)`);
  }

  reset(): void {
    this.seen.clear();
  }
}
