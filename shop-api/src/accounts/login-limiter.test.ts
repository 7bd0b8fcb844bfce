import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter';

const limits = { loginMaxFailuresPerAccount: 3, loginMaxFailuresPerIp: 5, loginWindowMinutes: 15 };

describe('LoginLimiter', () => {
  it('blocks an account after its failures and lets it in again when they age out', () => {
    const limiter = new LoginLimiter(limits);
    const start = 1_000_000;
    for (let n = 0; n < 3; n++) limiter.recordFailure('a@b.de', '1.1.1.1', start);
    expect(limiter.blockedFor('a@b.de', '2.2.2.2', start + 1000)).toBe(15);
    expect(limiter.blockedFor('c@d.de', '2.2.2.2', start + 1000)).toBe(0);
    expect(limiter.blockedFor('a@b.de', '2.2.2.2', start + 15 * 60_000 + 1)).toBe(0);
  });

  it("blocks an IP across accounts and forgets an account's failures after success", () => {
    const limiter = new LoginLimiter(limits);
    for (let n = 0; n < 5; n++) limiter.recordFailure(`user${n}@b.de`, '9.9.9.9', 0);
    expect(limiter.blockedFor('new@b.de', '9.9.9.9', 1)).toBeGreaterThan(0);
    limiter.recordFailure('x@b.de', '8.8.8.8', 0);
    limiter.recordFailure('x@b.de', '8.8.8.8', 0);
    limiter.recordSuccess('x@b.de');
    limiter.recordFailure('x@b.de', '8.8.8.8', 0);
    expect(limiter.blockedFor('x@b.de', '7.7.7.7', 1)).toBe(0);
  });
});
