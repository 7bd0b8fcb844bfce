import type { Address } from '@shop/shared-contracts/api/entities';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { callAs, createTestApp, login, type TestContext } from '../support/test-app';

// Races need real concurrent transactions: PGlite runs one at a time and would hide them.
if (process.env.TEST_DB_KIND !== 'postgres') throw new Error('run this file on PostgreSQL only');

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { poolSize: 20 });
});
afterAll(() => ctx.close());

const times = <T>(n: number, make: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, index) => make(index)));

async function newShopper(name: string): Promise<string> {
  const who = { email: `${name}@example.com`, password: 'Lange-Nacht-42' };
  const registered = await callAs(ctx.app, 'POST', '/v1/register', null, {
    name,
    ...who,
    password_confirmation: who.password,
  });
  expect(registered.statusCode).toBe(201);
  return login(ctx.app, who);
}

const create = (token: string, index: number, isDefault: boolean) =>
  callAs(ctx.app, 'POST', '/v1/address', token, {
    country_id: 1,
    address: `Allee ${index + 1}`,
    postal_code: '10115',
    phone_number: '030 1234567',
    is_default: isDefault,
  });

/** The shopper's defaults as the database holds them, not as one answer reported them. */
async function defaultsOf(name: string): Promise<{ addresses: number; defaults: number }> {
  const result = await ctx.database.db.execute(
    sql`SELECT count(*)::int AS addresses, count(*) FILTER (WHERE a.is_default)::int AS defaults
      FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.email = ${`${name}@example.com`}`,
  );
  return (
    rowsOf<{ addresses: number; defaults: number }>(result)[0] ?? { addresses: 0, defaults: 0 }
  );
}

describe('one default address under concurrent writes on PostgreSQL', () => {
  it('keeps exactly one default when 20 addresses are created at once, all asking for it', async () => {
    const token = await newShopper('defaults');
    const statuses = (await times(20, (index) => create(token, index, true))).map(
      (response) => response.statusCode,
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    expect(await defaultsOf('defaults')).toEqual({ addresses: 20, defaults: 1 });
  });

  it('keeps exactly one default when 20 first addresses of a new shopper arrive at once', async () => {
    const token = await newShopper('firsts');
    await times(20, (index) => create(token, index, false));
    expect(await defaultsOf('firsts')).toEqual({ addresses: 20, defaults: 1 });
  });

  it('never leaves a shopper without a default when set-default races delete', async () => {
    const token = await newShopper('racer');
    let current = (await create(token, 0, true)).json().data as Address;
    for (let round = 1; round <= 10; round += 1) {
      const doomed = (await create(token, round * 2, false)).json().data as Address;
      const kept = (await create(token, round * 2 + 1, false)).json().data as Address;
      // Make an address the default while deleting it, and delete the default while another
      // becomes it: the old code's check-then-write left no default in most rounds.
      const answers = await Promise.all([
        callAs(ctx.app, 'POST', `/v1/address/${doomed.id}/set-default`, token),
        callAs(ctx.app, 'DELETE', `/v1/address/${doomed.id}`, token),
        callAs(ctx.app, 'DELETE', `/v1/address/${current.id}`, token),
        callAs(ctx.app, 'POST', `/v1/address/${kept.id}/set-default`, token),
      ]);
      // A set-default that comes after the delete finds nothing (404); nothing else fails.
      expect(answers.map((answer) => answer.statusCode)).toEqual([
        expect.toSatisfy((status: number) => status === 200 || status === 404),
        200,
        200,
        200,
      ]);
      const state = await defaultsOf('racer');
      expect(state.addresses, `round ${round}`).toBeGreaterThan(0);
      expect(state.defaults, `round ${round}`).toBe(1);
      current = kept;
    }
  });
});
