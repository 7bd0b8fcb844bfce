import type { Address } from '@shop/shared-contracts/api/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  createTestApp,
  login,
  type Method,
  OTHER,
  SHOPPER,
  type TestContext,
} from './support/test-app';

let ctx: TestContext;
let shopper: string;
let other: string;
beforeAll(async () => {
  ctx = await createTestApp();
  shopper = await login(ctx.app, SHOPPER);
  other = await login(ctx.app, OTHER);
});
afterAll(() => ctx.close());

const call = (method: Method, url: string, token: string, payload?: object) =>
  callAs(ctx.app, method, url, token, payload);
const list = async (token: string) =>
  (await call('GET', '/v1/address', token)).json().data as Address[];
const body = {
  title: 'Eltern',
  country_id: 1,
  address: 'Hauptstraße 5',
  phone_number: '+49 171 1234567',
  postal_code: '50667',
  city: 'Köln',
};

describe('addresses', () => {
  it('lists the seeded addresses with exactly one default', async () => {
    const addresses = await list(shopper);
    expect(addresses).toHaveLength(2);
    expect(addresses.filter((address) => address.is_default === 1)).toHaveLength(1);
    expect(addresses[0]?.country).toEqual({
      id: 1,
      name: 'Deutschland',
      code: 'DE',
      name_german: 'Deutschland',
      name_arabic: 'ألمانيا',
      name_english: 'Germany',
    });
  });

  it('makes the first address of a new shopper the default and validates fields', async () => {
    const missing = await call('POST', '/v1/address', other, { title: 'X' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['address', 'phone_number', 'country_id']),
    );
    expect(
      (await call('POST', '/v1/address', other, { ...body, country_id: 999 })).json().errors,
    ).toHaveProperty('country_id');
    const created = await call('POST', '/v1/address', other, {
      ...body,
      title: '',
      type: 'office',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ title: 'Office', type: 'office', is_default: 1 });
  });

  it('creates, updates and sets a default that clears the others', async () => {
    const created = (await call('POST', '/v1/address', shopper, body)).json().data as Address;
    expect(created.is_default).toBe(0);
    const updated = await call('PUT', `/v1/address/${created.id}`, shopper, {
      ...body,
      city: 'Bonn',
    });
    expect(updated.json().data.city).toBe('Bonn');
    await call('POST', `/v1/address/${created.id}/set-default`, shopper);
    const addresses = await list(shopper);
    expect(
      addresses.filter((address) => address.is_default === 1).map((address) => address.id),
    ).toEqual([created.id]);
    const viaUpdate = addresses[0] as Address;
    await call('PUT', `/v1/address/${viaUpdate.id}`, shopper, { ...body, is_default: 1 });
    expect(
      (await list(shopper))
        .filter((address) => address.is_default === 1)
        .map((address) => address.id),
    ).toEqual([viaUpdate.id]);
  });

  it('deletes the default address and makes the oldest remaining one the default', async () => {
    const addresses = await list(shopper);
    expect(addresses.length).toBeGreaterThan(2);
    const defaultAddress = addresses.find((address) => address.is_default === 1) as Address;
    expect((await call('DELETE', `/v1/address/${defaultAddress.id}`, shopper)).statusCode).toBe(
      200,
    );
    const left = await list(shopper);
    expect(left.map((address) => address.id)).not.toContain(defaultAddress.id);
    expect(left.filter((address) => address.is_default === 1).map((a) => a.id)).toEqual([
      left[0]?.id,
    ]);
    const notDefault = left.find((address) => address.is_default === 0) as Address;
    expect((await call('DELETE', `/v1/address/${notDefault.id}`, shopper)).statusCode).toBe(200);
    expect((await list(shopper)).filter((address) => address.is_default === 1)).toHaveLength(1);
  });

  it("keeps shoppers apart: another shopper's address answers 404", async () => {
    const [mine] = await list(shopper);
    const id = mine?.id;
    expect((await call('PUT', `/v1/address/${id}`, other, body)).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/address/${id}`, other)).statusCode).toBe(404);
    expect((await call('POST', `/v1/address/${id}/set-default`, other)).statusCode).toBe(404);
    expect((await list(other)).map((address) => address.id)).not.toContain(id);
  });
});
