import type { Profile } from '@shop/shared-contracts/api/entities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema-accounts';
import { auth, createTestApp, login, OTHER, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ loginMaxFailuresPerAccount: 3, loginMaxFailuresPerIp: 1000 });
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, token?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: token ? auth(token) : {} });

describe('registration', () => {
  it('registers a new shopper who can then sign in', async () => {
    const response = await post('/v1/register', {
      name: 'Mona Lisa',
      email: 'Mona@Example.com',
      password: 'Sichere-Bucht-42',
      password_confirmation: 'Sichere-Bucht-42',
    });
    expect(response.statusCode).toBe(201);
    // The answer names no account (a taken address gets the same one: signup-taken-address).
    expect(response.json()).toMatchObject({ status: true, data: null });
    const signedIn = await post('/v1/login', {
      email: 'mona@example.com',
      password: 'Sichere-Bucht-42',
    });
    expect(signedIn.json().data.user).toMatchObject({
      name: 'Mona Lisa',
      email: 'mona@example.com',
    });
    expect(signedIn.json().data.token).toMatch(/^[\w-]{40,}$/);
  });

  it('leaves the account of a taken email as it is', async () => {
    const response = await post('/v1/register', {
      name: 'Sara',
      email: 'shopper@example.com',
      password: 'Sichere-Bucht-42',
      password_confirmation: 'Sichere-Bucht-42',
    });
    expect(response.statusCode).toBe(201);
    expect(await login(ctx.app, SHOPPER)).toMatch(/^[\w-]{40,}$/);
    const stranger = await post('/v1/login', {
      email: 'shopper@example.com',
      password: 'Sichere-Bucht-42',
    });
    expect(stranger.statusCode).toBe(422);
  });

  it('answers field errors for short passwords, mismatches and missing fields', async () => {
    const short = await post('/v1/register', {
      name: 'A',
      email: 'a@b.de',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password[0]).toContain('at least 8');
    const mismatch = await post('/v1/register', {
      name: 'A',
      email: 'a@b.de',
      password: 'Sichere-Bucht-42',
      password_confirmation: 'Other123!',
    });
    expect(mismatch.json().errors).toHaveProperty('password');
    const missing = await post('/v1/register', { email: 'not-an-email' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(expect.arrayContaining(['name', 'email']));
  });
});

describe('registration e-mail rule (the one the forms use, from shared-contracts)', () => {
  it('refuses "lena@" and "lena@example" with the email_invalid code', async () => {
    for (const email of ['lena@', 'lena@example', 'lena@@example.com']) {
      const response = await post('/v1/register', {
        name: 'Lena Berg',
        email,
        password: 'Wander-Lust-58',
        password_confirmation: 'Wander-Lust-58',
      });
      expect(response.statusCode, email).toBe(422);
      expect(response.json().codes, email).toEqual({ email: 'email_invalid' });
      expect(response.json().errors.email, email).toEqual([
        'The email field must be a valid email address.',
      ]);
    }
  });
});

describe('login and sessions', () => {
  it('answers 422 with the invalid-credentials message for wrong passwords and unknown emails', async () => {
    for (const payload of [
      { ...OTHER, password: 'wrong-password' },
      { email: 'nobody@example.com', password: 'whatever1' },
    ]) {
      const response = await post('/v1/login', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe(
        'Invalid credentials. Please check your email and password.',
      );
    }
  });

  it('issues a 12 h token normally and a 30 day token with remember_me', async () => {
    const short = await login(ctx.app, SHOPPER, false);
    const long = await login(ctx.app, SHOPPER, true);
    const rows = await ctx.database.db.select().from(sessions);
    const lifetimes = rows
      .map((row) => (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000)
      .map(Math.round);
    expect(lifetimes).toEqual(expect.arrayContaining([12, 720]));
    // Only hashes are stored, never the token itself.
    expect(rows.some((row) => row.tokenHash === short || row.tokenHash === long)).toBe(false);
  });

  it('shows the profile with devices and flags the current one', async () => {
    const token = await login(ctx.app, SHOPPER);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/v1/profile',
      headers: auth(token),
    });
    expect(response.statusCode).toBe(200);
    const profile = response.json().data as Profile;
    expect(profile.user.email).toBe('shopper@example.com');
    expect(profile.devices.all_devices.filter((device) => device.is_current)).toHaveLength(1);
    expect(profile.devices.current_device).toMatchObject({
      browser: expect.stringContaining('Chrome'),
      os: expect.stringContaining('Windows'),
      device_type: 'desktop',
    });
    expect(profile.devices.web_sessions).toBeGreaterThan(0);
    expect((await ctx.app.inject({ method: 'GET', url: '/v1/profile' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/profile', headers: auth('x'.repeat(43)) }))
        .statusCode,
    ).toBe(401);
  });

  it('counts a token without a browser User-Agent as an API token', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/login',
      headers: { 'user-agent': 'curl/8.5.0' },
      payload: SHOPPER,
    });
    const token = response.json().data.token as string;
    const profile = (
      await ctx.app.inject({ method: 'GET', url: '/v1/profile', headers: auth(token) })
    ).json().data as Profile;
    expect(profile.devices.all_devices.find((device) => device.is_current)?.type).toBe('API Token');
  });

  it('logs out by revoking the token', async () => {
    const token = await login(ctx.app, SHOPPER);
    expect((await post('/v1/logout', {}, token)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/profile', headers: auth(token) }))
        .statusCode,
    ).toBe(401);
  });

  it("revokes only the shopper's own devices", async () => {
    const mine = await login(ctx.app, SHOPPER);
    const second = await login(ctx.app, SHOPPER);
    const others = await login(ctx.app, OTHER);
    const profile = (
      await ctx.app.inject({ method: 'GET', url: '/v1/profile', headers: auth(others) })
    ).json().data as Profile;
    const otherDevice = profile.devices.all_devices[0]?.id;
    const stolen = await ctx.app.inject({
      method: 'DELETE',
      url: `/v1/profile/devices/${otherDevice}`,
      headers: auth(mine),
    });
    expect(stolen.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/profile', headers: auth(others) }))
        .statusCode,
    ).toBe(200);
    const [secondRow] = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, 1))
      .orderBy(sessions.id);
    const own = (
      await ctx.app.inject({ method: 'GET', url: '/v1/profile', headers: auth(mine) })
    ).json().data as Profile;
    const target =
      own.devices.all_devices.find((device) => !device.is_current && device.id !== secondRow?.id) ??
      own.devices.all_devices.find((device) => !device.is_current);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/v1/profile/devices/${target?.id}`,
          headers: auth(mine),
        })
      ).statusCode,
    ).toBe(200);
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/v1/profile', headers: auth(mine) })
    ).json().data as Profile;
    expect(after.devices.all_devices.map((device) => device.id)).not.toContain(target?.id);
    expect(second).toBeTruthy();
  });

  it('answers the same message to forgot-password whether or not the email exists', async () => {
    const known = await post('/v1/forgot-password', { email: 'shopper@example.com' });
    const unknown = await post('/v1/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect((await post('/v1/forgot-password', { email: 'nope' })).statusCode).toBe(422);
  });

  it('rate-limits failed logins per account with 429, except from an address that signed in before', async () => {
    const from = (remoteAddress: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: '/v1/login', remoteAddress, payload });
    expect((await from('10.9.0.100', OTHER)).statusCode).toBe(200);
    const wrong = { email: 'other@example.com', password: 'not-the-password' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++)
      statuses.push((await from(`10.9.0.${attempt}`, wrong)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429]);
    const blocked = await from('10.9.0.50', OTHER);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed login attempts/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The owner's own device (an address of a past successful sign-in) still gets in.
    expect((await from('10.9.0.100', OTHER)).statusCode).toBe(200);
  });

  it('refuses expired tokens', async () => {
    const token = await login(ctx.app, SHOPPER);
    await ctx.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/v1/profile', headers: auth(token) }))
        .statusCode,
    ).toBe(401);
  });
});
