import type { Profile } from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceKind, parseDevice } from '../src/accounts/sessions';
import { callAs, createTestApp, login, OTHER, SHOPPER, type TestContext } from './support/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const profileOf = async (token: string) => {
  const response = await callAs(ctx.app, 'GET', '/v1/profile', token);
  return { status: response.statusCode, profile: response.json().data as Profile };
};
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('device descriptions', () => {
  it('names browser, system and device type from the User-Agent', () => {
    expect(parseDevice(IPHONE)).toEqual({
      device_type: 'mobile',
      browser: 'Safari 17',
      os: 'iOS 17.4',
    });
    expect(
      parseDevice(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ device_type: 'desktop', browser: 'Chrome 131', os: 'Windows 10' });
    expect(parseDevice('')).toEqual({ device_type: 'desktop', browser: 'Unknown', os: 'Unknown' });
  });

  it('counts scripts and crawlers as API tokens, browsers as web sessions', () => {
    expect(deviceKind(IPHONE)).toBe('web session');
    expect(deviceKind('curl/8.5.0')).toBe('API Token');
    expect(deviceKind('')).toBe('API Token');
    expect(
      deviceKind('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe('API Token');
  });
});

describe('revoking a device', () => {
  it('signs the revoked session out at its next call and keeps the others', async () => {
    const mine = await login(ctx.app, SHOPPER);
    const laptop = await login(ctx.app, SHOPPER);
    const { profile } = await profileOf(laptop);
    const laptopId = profile.devices.all_devices.find((device) => device.is_current)?.id;
    expect(laptopId).toBeDefined();

    const revoked = await callAs(ctx.app, 'DELETE', `/v1/profile/devices/${laptopId}`, mine);
    expect(revoked.statusCode).toBe(200);
    expect((await profileOf(laptop)).status).toBe(401);
    const after = await profileOf(mine);
    expect(after.status).toBe(200);
    expect(after.profile.devices.all_devices.map((device) => device.id)).not.toContain(laptopId);
    // A second revoke finds nothing live to end.
    expect(
      (await callAs(ctx.app, 'DELETE', `/v1/profile/devices/${laptopId}`, mine)).statusCode,
    ).toBe(404);
  });

  it('lets the current session revoke itself', async () => {
    const token = await login(ctx.app, SHOPPER);
    const { profile } = await profileOf(token);
    const current = profile.devices.all_devices.find((device) => device.is_current);
    const response = await callAs(ctx.app, 'DELETE', `/v1/profile/devices/${current?.id}`, token);
    expect(response.statusCode).toBe(200);
    expect((await profileOf(token)).status).toBe(401);
  });
});

describe('signing out all other sessions', () => {
  it("ends every other session of the shopper, and only the shopper's", async () => {
    const phone = await login(ctx.app, SHOPPER);
    const tablet = await login(ctx.app, SHOPPER);
    const mine = await login(ctx.app, SHOPPER);
    const stranger = await login(ctx.app, OTHER);
    const before = (await profileOf(mine)).profile.devices.total_devices;
    expect(before).toBeGreaterThanOrEqual(3);

    const response = await callAs(ctx.app, 'POST', '/v1/profile/devices/revoke-others', mine);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ revoked: before - 1 });

    expect((await profileOf(phone)).status).toBe(401);
    expect((await profileOf(tablet)).status).toBe(401);
    expect((await profileOf(stranger)).status).toBe(200);
    const after = (await profileOf(mine)).profile.devices;
    expect(after.total_devices).toBe(1);
    expect(after.all_devices[0]?.is_current).toBe(true);

    const again = await callAs(ctx.app, 'POST', '/v1/profile/devices/revoke-others', mine);
    expect(again.json().data).toEqual({ revoked: 0 });
  });

  it('needs a signed-in shopper', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/v1/profile/devices/revoke-others',
    });
    expect(response.statusCode).toBe(401);
  });
});
