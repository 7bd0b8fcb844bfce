import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SHOPPER, type TestContext } from './support/test-app';

// TRUST_PROXY=127.0.0.1: only the proxy's X-Forwarded-For counts; three failures per address.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    trustProxy: ['127.0.0.1'],
    loginMaxFailuresPerIp: 3,
    loginMaxFailuresPerAccountAndIp: 1000,
    loginMaxFailuresPerAccount: 1000,
  });
});
afterAll(() => ctx.close());

const wrongPassword = (remoteAddress: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/login',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: SHOPPER.email, password: 'not-the-password' },
  });

async function statusesOf(
  tries: number,
  call: (attempt: number) => ReturnType<typeof wrongPassword>,
) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < tries; attempt++) statuses.push((await call(attempt)).statusCode);
  return statuses;
}

describe('the per-IP sign-in limit behind a trusted proxy', () => {
  it('counts a client that is not the proxy by its own address, whatever it forwards', async () => {
    const statuses = await statusesOf(5, (n) => wrongPassword('198.51.100.7', `203.0.113.${n}`));
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
  });

  it('counts the address the proxy appended, not the ones the client forged before it', async () => {
    const statuses = await statusesOf(5, (n) =>
      wrongPassword('127.0.0.1', `192.0.2.${n}, 198.51.100.20`),
    );
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
  });

  it('counts each shopper the proxy names separately', async () => {
    const statuses = await statusesOf(5, (n) =>
      wrongPassword('127.0.0.1', `198.51.100.${100 + n}`),
    );
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
  });
});
