import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dummyHash, passwordHashing } from '../src/accounts/passwords';
import { auth, createTestApp, login, type TestContext } from './support/test-app';

// Found by attacking the API: floods of sign-ups and refused password changes that hashed
// before checking, 429s without Retry-After, and sign-in timing that told who has an account.
let ctx: TestContext;
const MONA = { email: 'mona.abuse@example.com', password: 'Sichere-Bucht-42' };
beforeAll(async () => {
  ctx = await createTestApp({ registerMaxPerIp: 3 });
  const registered = await register('10.7.0.1', MONA.email, MONA.password);
  expect(registered.statusCode).toBe(201);
  // The dummy hash is made at boot; the counts below start after it.
  await dummyHash(ctx.config.passwordHashLogN);
});
afterAll(() => ctx.close());

function register(ip: string, email: string, password = 'Lange-Nacht-42') {
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/register',
    remoteAddress: ip,
    payload: { name: 'Abuse Test', email, password, password_confirmation: password },
  });
}

describe('refused password changes', () => {
  it('hash nothing but the checked current passwords, however many arrive at once', async () => {
    const token = await login(ctx.app, MONA);
    const before = passwordHashing.started;
    const responses = await Promise.all(
      Array.from({ length: 40 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/v1/profile/update',
          remoteAddress: '10.7.0.2',
          headers: auth(token),
          payload: {
            current_password: 'not-my-password',
            password: 'Neue-Bucht-43',
            password_confirmation: 'Neue-Bucht-43',
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    for (const response of responses.filter((r) => r.statusCode === 429))
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Ten current-password checks, and not one hash of the refused new password.
    expect(passwordHashing.started - before).toBe(10);
  });
});

describe('sign-ups', () => {
  it('are limited per address with 429 and Retry-After; other addresses still sign up', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 3; n++)
      statuses.push((await register('10.7.1.1', `flood${n}@example.com`)).statusCode);
    const blocked = await register('10.7.1.1', 'flood9@example.com');
    expect(statuses).toEqual([201, 201, 201]);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    expect((await register('10.7.1.2', 'elsewhere@example.com')).statusCode).toBe(201);
  });

  it('leave the API answering while their hashes wait in line', async () => {
    const before = passwordHashing.finished;
    const signUps = Array.from({ length: 12 }, (_, n) =>
      register(`10.7.2.${n}`, `line${n}@example.com`),
    );
    const health = await ctx.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
    // Health answered before the line of twelve hashes was done.
    expect(passwordHashing.finished - before).toBeLessThan(12);
    const statuses = (await Promise.all(signUps)).map((response) => response.statusCode);
    expect(statuses).toEqual(Array(12).fill(201));
    expect(passwordHashing.peak).toBeLessThanOrEqual(2);
  });
});

describe('sign-in with an unknown e-mail', () => {
  it('does the same hashing work as a wrong password for a real account', async () => {
    const hashesOf = async (email: string) => {
      const before = passwordHashing.started;
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/v1/login',
        remoteAddress: '10.7.3.1',
        payload: { email, password: 'wrong-password-1' },
      });
      expect(response.statusCode).toBe(422);
      return passwordHashing.started - before;
    };
    expect(await hashesOf(MONA.email)).toBe(1);
    expect(await hashesOf('nobody.here@example.com')).toBe(1);
  });
});
