import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../../src/ops/backup';
import { variantWithStock } from '../support/catalog-helpers';
import {
  addToCart,
  newShopperWithAddress,
  orderCount,
  placeOrder,
} from '../support/checkout-helpers';
import { applyAsVendor } from '../support/multipart';
import { callAs, createTestApp, login, OPERATOR, type TestContext } from '../support/test-app';

// pg_dump and pg_restore work on a server: this file runs on PostgreSQL only.
if (process.env.TEST_DB_KIND !== 'postgres') throw new Error('run this file on PostgreSQL only');

const work = mkdtempSync(join(tmpdir(), 'shop-api-backup-'));
const filesDir = join(work, 'files');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    storageDir: join(filesDir, 'storage'),
    privateDir: join(filesDir, 'private'),
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(work, { recursive: true, force: true });
});

/** Every file under `dir` with its bytes, by path relative to `dir`. */
function filesUnder(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    found.set(path.slice(dir.length), readFileSync(path).toString('base64'));
  }
  return found;
}

describe('a backup of PostgreSQL and the uploaded files, restored', () => {
  it('brings back the orders and the uploaded logo and identity document after both are lost', async () => {
    const { token, body } = await newShopperWithAddress(ctx.app, 'backed-up');
    const item = await variantWithStock(ctx, 12, 10);
    expect((await addToCart(ctx.app, token, item, 2)).statusCode).toBe(200);
    expect((await placeOrder(ctx.app, token, body)).statusCode).toBe(201);
    expect((await applyAsVendor(ctx.app, token)).statusCode).toBe(201);
    // Approved, the store's logo is public; its identity document stays private: both must come
    // back.
    const operator = await login(ctx.app, OPERATOR);
    const list = await callAs(
      ctx.app,
      'GET',
      '/v1/operator/vendor-applications?q=backed-up',
      operator,
    );
    const applications = list.json().data.data as { id: number }[];
    expect(applications).toHaveLength(1);
    const [application] = applications;
    const approve = `/v1/operator/vendor-applications/${application?.id}/approve`;
    expect((await callAs(ctx.app, 'POST', approve, operator)).statusCode).toBe(200);
    const filesBefore = filesUnder(filesDir);
    expect([...filesBefore.keys()].some((path) => path.startsWith('/storage/'))).toBe(true);
    expect([...filesBefore.keys()].some((path) => path.startsWith('/private/'))).toBe(true);

    const options = {
      databaseUrl: process.env.TEST_DATABASE_URL ?? '',
      filesDir,
      directory: join(work, 'backup'),
      schema: ctx.schema ?? '',
    };
    const manifest = await backup(options);
    expect(manifest.files).not.toBeNull();

    // The disaster: the orders and the vendor applications gone, the files directory wiped.
    await ctx.database.db.execute(`TRUNCATE orders, vendor_applications CASCADE`);
    rmSync(filesDir, { recursive: true, force: true });
    expect(await orderCount(ctx.database.db, 'backed-up')).toBe(0);

    await restore(options);
    expect(await orderCount(ctx.database.db, 'backed-up')).toBe(1);
    expect(filesUnder(filesDir)).toEqual(filesBefore);
  });

  it('refuses a backup whose database dump was damaged, and changes nothing', async () => {
    const options = {
      databaseUrl: process.env.TEST_DATABASE_URL ?? '',
      filesDir,
      directory: join(work, 'damaged'),
      schema: ctx.schema ?? '',
    };
    await backup(options);
    const dump = join(options.directory, 'database.dump');
    writeFileSync(dump, Buffer.concat([readFileSync(dump), Buffer.from('x')]));
    await expect(restore(options)).rejects.toThrow(/database\.dump is damaged/);
    expect(existsSync(filesDir)).toBe(true);
    expect(await orderCount(ctx.database.db, 'backed-up')).toBe(1);
  });
});
