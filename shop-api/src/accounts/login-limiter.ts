import type { Config } from '../config';

/**
 * Counts failed logins per account and per IP in a sliding window (in memory: one API process).
 * Once a key reaches its limit, further attempts answer 429 until old failures age out.
 */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly windowMs: number;

  constructor(
    private readonly config: Pick<
      Config,
      'loginMaxFailuresPerAccount' | 'loginMaxFailuresPerIp' | 'loginWindowMinutes'
    >,
  ) {
    this.windowMs = config.loginWindowMinutes * 60_000;
  }

  /** Minutes until the next attempt is allowed, or 0 when allowed now. */
  blockedFor(email: string, ip: string, now = Date.now()): number {
    const account = this.recent(`a:${email}`, now);
    const address = this.recent(`i:${ip}`, now);
    const blockedUntil = Math.max(
      account.length >= this.config.loginMaxFailuresPerAccount
        ? (account[0] ?? now) + this.windowMs
        : 0,
      address.length >= this.config.loginMaxFailuresPerIp ? (address[0] ?? now) + this.windowMs : 0,
    );
    return blockedUntil > now ? Math.ceil((blockedUntil - now) / 60_000) : 0;
  }

  recordFailure(email: string, ip: string, now = Date.now()): void {
    for (const key of [`a:${email}`, `i:${ip}`]) {
      const list = this.recent(key, now);
      list.push(now);
      this.failures.set(key, list);
    }
  }

  recordSuccess(email: string): void {
    this.failures.delete(`a:${email}`);
  }

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }
}
