import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses scrypt at the OWASP parameters by default and verifies only the right password', async () => {
    const hash = await hashPassword('Shopper123!');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$/);
    expect(await verifyPassword('Shopper123!', hash)).toBe(true);
    expect(await verifyPassword('shopper123!', hash)).toBe(false);
    expect(await verifyPassword('x', 'garbage')).toBe(false);
  });

  it('never lets the configuration lower the cost below N=2^17', () => {
    expect(loadConfig({}).passwordHashLogN).toBe(17);
    expect(() => loadConfig({ PASSWORD_HASH_LOG_N: '12' })).toThrow(/PASSWORD_HASH_LOG_N/);
  });
});
