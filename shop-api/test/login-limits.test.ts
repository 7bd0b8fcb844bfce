import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, BROWSER_UA, createTestApp, login, type TestContext } from './support/test-app';

let ctx: TestContext;
const OWNER = { email: 'owner@example.com', password: 'Lange-Nacht-42' };
beforeAll(async () => {
  ctx = await createTestApp();
  const registered = await attempt({ ...OWNER, name: 'Owner' }, '127.0.0.1', '/v1/register');
  expect(registered.statusCode).toBe(201);
});
afterAll(() => ctx.close());

function attempt(payload: object, ip: string, url = '/v1/login', token?: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { 'user-agent': BROWSER_UA, ...(token ? auth(token) : {}) },
    payload:
      url === '/v1/register' ? { ...payload, password_confirmation: OWNER.password } : payload,
  });
}

describe('login limits (10 per account and IP, 50 per account)', () => {
  it('checks no more passwords than the limit when 120 attempts arrive at once', async () => {
    const wrong = { email: 'other@example.com', password: 'not-the-password' };
    const responses = await Promise.all(
      Array.from({ length: 120 }, () => attempt(wrong, '10.0.0.9')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(110);
  });

  it("slows an attacker's address without locking the owner out", async () => {
    for (let n = 0; n < 10; n++) {
      const wrong = await attempt({ ...OWNER, password: `wrong-${n}` }, '10.0.0.1');
      expect(wrong.statusCode).toBe(422);
    }
    expect((await attempt(OWNER, '10.0.0.1')).statusCode).toBe(429);
    expect((await attempt(OWNER, '10.0.0.2')).statusCode).toBe(200);
  });

  it('protects the current password of a signed-in shopper the same way', async () => {
    const token = await login(ctx.app, OWNER);
    const change = (current: string) =>
      attempt(
        {
          current_password: current,
          password: 'Neue-Nacht-43',
          password_confirmation: 'Neue-Nacht-43',
        },
        '10.0.0.3',
        '/v1/profile/update',
        token,
      );
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) statuses.push((await change(`guess-${n}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses.slice(10)).toEqual([429, 429]);
    expect((await change(OWNER.password)).statusCode).toBe(429);
  });
});

describe('account-wide cap', () => {
  it('stops guesses spread over many addresses at the account cap', async () => {
    const capped = await createTestApp({
      loginMaxFailuresPerAccountAndIp: 3,
      loginMaxFailuresPerAccount: 6,
    });
    try {
      const wrong = { email: 'other@example.com', password: 'not-the-password' };
      const statuses: number[] = [];
      for (let n = 0; n < 8; n++) {
        const response = await capped.app.inject({
          method: 'POST',
          url: '/v1/login',
          remoteAddress: `10.1.0.${n}`,
          payload: wrong,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 429, 429]);
    } finally {
      await capped.close();
    }
  });
});
