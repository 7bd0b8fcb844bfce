/**
 * Logs a problem once per cause: a broken remote would otherwise write one line per request.
 * Forgotten when a new generation starts, whose problems are worth a line again.
 */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

const MAX_LINES = 4;

export class LogOnce {
  private readonly seen = new Set<string>();

  constructor(private readonly logger: Logger) {}

  warn(cause: string, message: string): void {
    if (this.seen.has(cause)) return;
    this.seen.add(cause);
    // A stack's first lines say where; the rest is the loader's own frames.
    const short = message.split('\n').slice(0, MAX_LINES).join('\n');
    this.logger.warn(`${short} (further ${cause} are not logged until the next generation)`);
  }

  reset(): void {
    this.seen.clear();
  }
}
