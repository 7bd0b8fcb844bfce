import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, restore } from '../../src/ops/backup';
import type { ObjectStore } from '../../src/uploads/object-store';
import { applyAsVendor, PDF } from '../support/multipart';
import { type S3Server, startS3Server } from '../support/s3-server';
import { createTestApp, login, SHOPPER, type TestContext } from '../support/test-app';

// pg_dump and pg_restore work on a server: this file runs on PostgreSQL only.
if (process.env.TEST_DB_KIND !== 'postgres') throw new Error('run this file on PostgreSQL only');

const work = mkdtempSync(join(tmpdir(), 'shop-api-backup-s3-'));
let s3: S3Server;
let ctx: TestContext;
beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestApp({
    uploadsStore: 's3',
    s3: s3.settings,
    storageDir: join(work, 'unused-storage'),
    privateDir: join(work, 'unused-private'),
  });
});
afterAll(async () => {
  await ctx?.close();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Every object of a store with its bytes. */
async function contents(store: ObjectStore): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for await (const { key } of store.list()) {
    const object = await store.get(key);
    if (object) found.set(key, (await buffer(object.body)).toString('base64'));
  }
  return found;
}

describe('a backup of PostgreSQL and an S3 store of uploads, restored', () => {
  it('brings back the application and its logo and identity document after both are lost', async () => {
    const applied = await applyAsVendor(ctx.app, await login(ctx.app, SHOPPER));
    expect(applied.statusCode).toBe(201);
    const logo = applied.json().data.store_logo as string;
    const uploads = ctx.app.uploads;
    const publicBefore = await contents(uploads.public);
    const privateBefore = await contents(uploads.private);
    // The identity document and the logo, private until the store is approved.
    expect(privateBefore.size).toBe(2);

    const options = {
      databaseUrl: process.env.TEST_DATABASE_URL ?? '',
      uploads,
      directory: join(work, 'backup'),
      schema: ctx.schema ?? '',
    };
    const manifest = await backup(options);
    expect(manifest.files).not.toBeNull();

    // The disaster: the applications gone, every object of the bucket deleted.
    await ctx.database.db.execute('TRUNCATE vendor_applications CASCADE');
    for (const store of [uploads.public, uploads.private]) {
      for await (const { key } of store.list()) await store.delete(key);
    }
    expect(await uploads.private.get(logo)).toBeNull();

    await restore(options);
    expect(await contents(uploads.public)).toEqual(publicBefore);
    expect(await contents(uploads.private)).toEqual(privateBefore);
    expect(await uploads.private.get(logo)).not.toBeNull();
    const document = [...privateBefore.keys()].find((key) => key.startsWith('vendor-documents/'));
    const restored = await uploads.private.get(document ?? '');
    expect(restored?.length).toBe(PDF.length);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: '/v1/profile/vendor-application',
      headers: { authorization: `Bearer ${await login(ctx.app, SHOPPER)}` },
    });
    expect(mine.json().data?.store_logo).toBe(logo);
  });
});
