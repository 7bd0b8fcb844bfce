import { createHash } from 'node:crypto';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { attemptLimits } from '../db/schema-shared-state';
import { ApiError } from '../http/api-error';

export type LimitedCheck = 'login' | 'current-password';
export type AddressLimitedAction =
  | 'register'
  | 'forgot-password'
  | 'reset-password'
  | 'visitor-cart';

const TOO_MANY: Record<AddressLimitedAction, string> = {
  register: 'Too many sign-ups from this address',
  'forgot-password': 'Too many requests',
  'reset-password': 'Too many requests',
  'visitor-cart': 'Too many new carts from this address',
};
type Limits = Pick<
  Config,
  | 'loginMaxFailuresPerAccountAndIp'
  | 'loginMaxFailuresPerAccount'
  | 'loginMaxFailuresPerIp'
  | 'loginWindowMinutes'
  | 'registerMaxPerIp'
>;

const CLEANUP_EVERY = 200;
/** How long an address that signed in successfully stays known to its account. */
const KNOWN_ADDRESS_DAYS = 90;

/**
 * Limits password checks (sign-in, current password) with counters in the database, so every
 * API instance sees the same counts. An attempt is counted before the password is checked, so
 * concurrent guesses cannot all slip past the limit; a correct password gives its count back.
 * Three buckets: account + IP (slows one attacker without locking the owner out elsewhere), the
 * account alone (a higher cap against guesses from many addresses) and the IP alone.
 * An address the account signed in from before skips the account-wide cap, so guesses from many
 * other addresses cannot lock the owner out of their own devices. Registrations are counted per
 * address with the same counters.
 */
export class AttemptLimiter {
  private calls = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: Limits,
  ) {}

  /** Counts one attempt; throws 429 when any bucket is past its limit. */
  async take(check: LimitedCheck, account: string, ip: string): Promise<void> {
    const buckets = this.buckets(check, account, ip);
    const known = check === 'login' && (await this.isKnownAddress(account, ip));
    await this.count(
      known ? buckets.filter(([, , scope]) => scope !== 'account') : buckets,
      `Too many failed ${check === 'login' ? 'login attempts' : 'password checks'}`,
    );
  }

  /** Counts one sign-up from this address; throws 429 past the limit of the window. */
  async takeRegistration(ip: string): Promise<void> {
    await this.takePerAddress('register', ip, this.limits.registerMaxPerIp);
  }

  /** Counts one request of `action` from this address; throws 429 past `limit` a window. */
  async takePerAddress(action: AddressLimitedAction, ip: string, limit: number): Promise<void> {
    await this.count([[hash(`${action}:ip:${ip}`), limit, 'ip']], TOO_MANY[action]);
  }

  /**
   * Counts one notice mail of `kind` to an account and says whether it may go (at most `limit`
   * a window): a mail the API sends for someone else's request must not flood the owner.
   */
  async allowsNotice(kind: string, account: string, limit: number): Promise<boolean> {
    const now = Date.now();
    return (await this.hit([[hash(`${kind}:notice:${account}`), limit, 'account']], now)) <= now;
  }

  private async count(buckets: Bucket[], what: string): Promise<void> {
    const now = Date.now();
    const blockedUntil = await this.hit(buckets, now);
    if (blockedUntil > now) {
      const wait = Math.max(1, Math.ceil((blockedUntil - now) / 60_000));
      throw new ApiError(
        429,
        `${what}. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`,
        undefined,
        { retryAfter: (blockedUntil - now) / 1000 },
      );
    }
  }

  /** One more hit in each bucket; the end of the latest window past its limit, else 0. */
  private async hit(buckets: Bucket[], now: number): Promise<number> {
    const windowEnds = new Date(now + this.limits.loginWindowMinutes * 60_000);
    let blockedUntil = 0;
    for (const [bucket, limit] of buckets) {
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
    return blockedUntil;
  }

  /**
   * The password was right: the account's failures are forgotten (pair and account-wide), and
   * the IP gets this attempt back, since a shared address also serves honest shoppers.
   */
  async succeeded(check: LimitedCheck, account: string, ip: string): Promise<void> {
    const [pair, wholeAccount, address] = this.buckets(check, account, ip).map(([b]) => b);
    if (check === 'login') await this.rememberAddress(account, ip);
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

  /** A row whose window is the memory of a successful sign-in from this address. */
  private async rememberAddress(account: string, ip: string): Promise<void> {
    const bucket = knownBucket(account, ip);
    const expiresAt = new Date(Date.now() + KNOWN_ADDRESS_DAYS * 86_400_000);
    await this.db
      .insert(attemptLimits)
      .values({ bucket, hits: 0, expiresAt })
      .onConflictDoUpdate({ target: attemptLimits.bucket, set: { expiresAt } });
  }

  private async isKnownAddress(account: string, ip: string): Promise<boolean> {
    const [row] = await this.db
      .select({ expiresAt: attemptLimits.expiresAt })
      .from(attemptLimits)
      .where(eq(attemptLimits.bucket, knownBucket(account, ip)));
    return row !== undefined && row.expiresAt.getTime() > Date.now();
  }

  private buckets(check: LimitedCheck, account: string, ip: string): Bucket[] {
    return [
      [hash(`${check}:pair:${account}:${ip}`), this.limits.loginMaxFailuresPerAccountAndIp, 'pair'],
      [hash(`${check}:account:${account}`), this.limits.loginMaxFailuresPerAccount, 'account'],
      [hash(`${check}:ip:${ip}`), this.limits.loginMaxFailuresPerIp, 'ip'],
    ];
  }
}

type Bucket = [name: string, limit: number, scope: 'pair' | 'account' | 'ip'];
const knownBucket = (account: string, ip: string) => hash(`login:known:${account}:${ip}`);

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
