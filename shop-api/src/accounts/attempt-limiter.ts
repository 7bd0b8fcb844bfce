import { createHash } from 'node:crypto';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { attemptLimits } from '../db/schema-shared-state';
import { ApiError } from '../http/api-error';

export type LimitedCheck = 'login' | 'current-password';
type Limits = Pick<
  Config,
  | 'loginMaxFailuresPerAccountAndIp'
  | 'loginMaxFailuresPerAccount'
  | 'loginMaxFailuresPerIp'
  | 'loginWindowMinutes'
>;

const CLEANUP_EVERY = 200;

/**
 * Limits password checks (sign-in, current password) with counters in the database, so every
 * API instance sees the same counts. An attempt is counted before the password is checked, so
 * concurrent guesses cannot all slip past the limit; a correct password gives its count back.
 * Three buckets: account + IP (slows one attacker without locking the owner out elsewhere), the
 * account alone (a higher cap against guesses from many addresses) and the IP alone.
 */
export class AttemptLimiter {
  private calls = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: Limits,
  ) {}

  /** Counts one attempt; throws 429 when any bucket is past its limit. */
  async take(check: LimitedCheck, account: string, ip: string): Promise<void> {
    const now = Date.now();
    const windowEnds = new Date(now + this.limits.loginWindowMinutes * 60_000);
    let blockedUntil = 0;
    for (const [bucket, limit] of this.buckets(check, account, ip)) {
      const [row] = await this.db
        .insert(attemptLimits)
        .values({ bucket, hits: 1, expiresAt: windowEnds })
        .onConflictDoUpdate({
          target: attemptLimits.bucket,
          // An expired bucket starts a new window; otherwise one more hit in the same window.
          set: {
            hits: sql`CASE WHEN ${attemptLimits.expiresAt} <= now() THEN 1 ELSE ${attemptLimits.hits} + 1 END`,
            expiresAt: sql`CASE WHEN ${attemptLimits.expiresAt} <= now() THEN excluded.expires_at ELSE ${attemptLimits.expiresAt} END`,
          },
        })
        .returning({ hits: attemptLimits.hits, expiresAt: attemptLimits.expiresAt });
      if (row && row.hits > limit) blockedUntil = Math.max(blockedUntil, row.expiresAt.getTime());
    }
    if (++this.calls % CLEANUP_EVERY === 0) {
      await this.db.delete(attemptLimits).where(lt(attemptLimits.expiresAt, new Date(now)));
    }
    if (blockedUntil > now) {
      const wait = Math.max(1, Math.ceil((blockedUntil - now) / 60_000));
      throw new ApiError(
        429,
        `Too many failed ${check === 'login' ? 'login attempts' : 'password checks'}. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
      );
    }
  }

  /**
   * The password was right: the account's failures are forgotten (pair and account-wide), and
   * the IP gets this attempt back, since a shared address also serves honest shoppers.
   */
  async succeeded(check: LimitedCheck, account: string, ip: string): Promise<void> {
    const [pair, wholeAccount, address] = this.buckets(check, account, ip).map(([b]) => b);
    if (pair && wholeAccount) {
      await this.db
        .delete(attemptLimits)
        .where(inArray(attemptLimits.bucket, [pair, wholeAccount]));
    }
    if (address) {
      await this.db
        .update(attemptLimits)
        .set({ hits: sql`GREATEST(${attemptLimits.hits} - 1, 0)` })
        .where(eq(attemptLimits.bucket, address));
    }
  }

  private buckets(check: LimitedCheck, account: string, ip: string): [string, number][] {
    return [
      [hash(`${check}:pair:${account}:${ip}`), this.limits.loginMaxFailuresPerAccountAndIp],
      [hash(`${check}:account:${account}`), this.limits.loginMaxFailuresPerAccount],
      [hash(`${check}:ip:${ip}`), this.limits.loginMaxFailuresPerIp],
    ];
  }
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
