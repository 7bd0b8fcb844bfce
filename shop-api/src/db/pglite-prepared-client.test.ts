import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type PgliteQueryClient, preparedStatementClient } from './pglite-prepared-client';

let pglite: PGlite;
let client: PgliteQueryClient;

// One engine for the file (starting PGlite takes seconds); each test gets a fresh table and no
// prepared statements.
beforeAll(async () => {
  pglite = await PGlite.create();
});

afterAll(async () => {
  await pglite.close();
});

beforeEach(async () => {
  await pglite.exec(`
    DEALLOCATE ALL;
    DROP TABLE IF EXISTS items;
    CREATE TABLE items (id int PRIMARY KEY, name text NOT NULL, tags text[], at timestamptz, doc jsonb);
    INSERT INTO items VALUES
      (1, 'Kleid', '{rot,blau}', '2026-01-02T03:04:05Z', '{"a":1}'),
      (2, 'فستان', '{}', NULL, NULL);
  `);
  client = preparedStatementClient(pglite, 3);
});

/** `now()` differs between two runs; everything else must be equal. */
const withoutNow = (rows: unknown[]) =>
  rows.map((row) =>
    Array.isArray(row)
      ? row.map((value, index) => (index === 7 ? 'now' : value))
      : { ...(row as object), ...('at' in (row as object) ? { at: 'now' } : {}) },
  );

const preparedNames = async () =>
  (
    await pglite.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')
  ).rows.map((row) => row.name);

describe('preparedStatementClient', () => {
  it('answers exactly as PGlite does, in object and array row modes, with typed parameters', async () => {
    const text =
      'SELECT id, name, tags, at, doc FROM items WHERE id = ANY($1) AND at IS DISTINCT FROM $2 ORDER BY id';
    const params = [[1, 2], new Date('2020-01-01T00:00:00Z')];
    for (const rowMode of ['object', 'array'] as const) {
      const expected = await pglite.query(text, params, { rowMode });
      const first = await client.query(text, params, { rowMode });
      const again = await client.query(text, params, { rowMode });
      expect(first.rows).toEqual(expected.rows);
      expect(again.rows).toEqual(expected.rows);
      expect(first.fields).toEqual(expected.fields);
    }
  });

  it('reads every column type, nulls, repeated names and writes exactly as PGlite does', async () => {
    // Each statement with the table state it runs on, set again before each of its three runs.
    const statements: [string, unknown[], string][] = [
      [
        `SELECT $1::int AS i, 9007199254740993::int8 AS big, 12.50::numeric AS price, true AS yes,
          1.5::float8 AS f, '{"a":[1]}'::json AS js, '{"b":2}'::jsonb AS jb, now() AS at,
          '2026-01-02'::date AS day, '\\x0102'::bytea AS raw, ARRAY[1,2] AS ids,
          NULL::text AS nothing, 'ä ف 😀' AS text, 1 AS dup, 2 AS dup, 3 AS "__proto__"`,
        [7],
        'SELECT 1',
      ],
      [
        'INSERT INTO items (id, name) VALUES ($1, $2), ($3, $4) RETURNING id',
        [5, 'a', 6, 'b'],
        'DELETE FROM items WHERE id >= 5',
      ],
      [
        'DELETE FROM items WHERE id >= $1',
        [5],
        "INSERT INTO items (id, name) VALUES (5, 'a'), (6, 'b') ON CONFLICT DO NOTHING",
      ],
      ['SELECT id FROM items WHERE id > $1', [100], 'SELECT 1'],
    ];
    for (const [text, params, setUp] of statements) {
      for (const rowMode of ['object', 'array'] as const) {
        const run = async (runner: PgliteQueryClient) => {
          await pglite.query(setUp);
          return runner.query(text, params, { rowMode });
        };
        const expected = await run(pglite);
        for (const result of [await run(client), await run(client)]) {
          expect({ ...result, rows: withoutNow(result.rows) }).toEqual({
            ...expected,
            rows: withoutNow(expected.rows),
          });
          if (rowMode === 'object' && result.rows[0]) {
            expect(Object.getPrototypeOf(result.rows[0])).toBe(Object.prototype);
          }
        }
      }
    }
  });

  it('reads an answer larger than one chunk of the engine output', async () => {
    const text = "SELECT n, repeat('x', 100) || n AS label FROM generate_series(1, $1::int) AS n";
    const expected = await pglite.query(text, [50_000]);
    const { rows } = await client.query(text, [50_000]);
    expect(rows).toHaveLength(50_000);
    expect(rows).toEqual(expected.rows);
  });

  it('answers a statement that raises a notice as PGlite does', async () => {
    await pglite.exec(`CREATE OR REPLACE FUNCTION noisy(n int) RETURNS int LANGUAGE plpgsql AS $$
      BEGIN RAISE NOTICE 'counting %', n; RETURN n + 1; END $$`);
    const { rows } = await client.query('SELECT noisy($1) AS next', [1]);
    expect(rows).toEqual([{ next: 2 }]);
  });

  it('parses a statement once and reuses it for later calls', async () => {
    await client.query('SELECT name FROM items WHERE id = $1', [1]);
    await client.query('SELECT name FROM items WHERE id = $1', [2]);
    expect(await preparedNames()).toHaveLength(1);
  });

  it('reports writes and their affected rows', async () => {
    const result = await client.query('UPDATE items SET name = $1 WHERE id <= $2', ['x', 2]);
    expect(result.affectedRows).toBe(2);
    expect(
      (await pglite.query('SELECT count(*)::int AS n FROM items WHERE name = $1', ['x'])).rows,
    ).toEqual([{ n: 2 }]);
  });

  it('throws the database error with its code and keeps working afterwards', async () => {
    await expect(
      client.query('INSERT INTO items (id, name) VALUES ($1, $2)', [1, 'again']),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(client.query('SELECT nonsense FROM items')).rejects.toMatchObject({
      code: '42703',
    });
    const { rows } = await client.query('SELECT name FROM items WHERE id = $1', [2]);
    expect(rows).toEqual([{ name: 'فستان' }]);
  });

  it('closes the least recently used statement past its limit', async () => {
    for (const id of [1, 2, 3, 4]) await client.query(`SELECT ${id} AS n WHERE $1::int > 0`, [id]);
    expect(await preparedNames()).toHaveLength(3);
    const { rows } = await client.query('SELECT 1 AS n WHERE $1::int > 0', [1]);
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("waits for another caller's transaction instead of running inside it", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = pglite.transaction(async (tx) => {
      await tx.query(`INSERT INTO items (id, name) VALUES (3, 'uncommitted')`);
      await held;
      await tx.rollback();
    });
    // Let the transaction start before the read is sent.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = client.query<{ n: number }>('SELECT count(*)::int AS n FROM items');
    release();
    await transaction;
    expect((await read).rows).toEqual([{ n: 2 }]);
  });
});
