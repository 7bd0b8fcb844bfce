import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows';
import { createTestApp, type TestContext } from './support/test-app';

const MIGRATION = new URL('../src/db/migrations/0045_one_default_address.sql', import.meta.url);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const defaultsByUser = async () =>
  rowsOf<{ email: string; ids: number[] }>(
    await ctx.database.db.execute(sql`SELECT u.email,
      array_agg(a.id ORDER BY a.id) FILTER (WHERE a.is_default) AS ids
      FROM addresses a JOIN users u ON u.id = a.user_id
      WHERE u.email IN ('shopper@example.com', 'other@example.com')
      GROUP BY u.email ORDER BY u.email`),
  );

describe('the one-default-address migration', () => {
  it('repairs several defaults and none, then refuses a second default', async () => {
    const db = ctx.database.db;
    // The database as the old code could leave it: no index, two defaults, a shopper with none.
    await ctx.database.exec('DROP INDEX addresses_one_default_idx;');
    await db.execute(sql`UPDATE addresses SET is_default = true
      WHERE user_id = (SELECT id FROM users WHERE email = 'shopper@example.com')`);
    await db.execute(sql`INSERT INTO addresses (user_id, title, country_id, address, phone_number)
      SELECT id, t.title, 1, 'Weg 1', '030 1234567' FROM users, (VALUES ('A'), ('B')) t(title)
      WHERE email = 'other@example.com'`);
    const ids = (email: string) =>
      db.execute(sql`SELECT a.id FROM addresses a JOIN users u ON u.id = a.user_id
        WHERE u.email = ${email} ORDER BY a.id`);
    const shopper = rowsOf<{ id: number }>(await ids('shopper@example.com')).map((row) => row.id);
    const other = rowsOf<{ id: number }>(await ids('other@example.com')).map((row) => row.id);
    expect(shopper.length).toBeGreaterThan(1);

    await ctx.database.exec(readFileSync(MIGRATION, 'utf8'));

    // The newest of several defaults stays; the oldest address of a shopper without one becomes it.
    expect(await defaultsByUser()).toEqual([
      { email: 'other@example.com', ids: [other[0]] },
      { email: 'shopper@example.com', ids: [shopper.at(-1)] },
    ]);
    await expect(
      db.execute(sql`UPDATE addresses SET is_default = true WHERE id = ${shopper[0]}`),
    ).rejects.toThrow();
  });
});
