import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import type { ObjectStore, Uploads } from '../../src/uploads/object-store';
import { recordPending } from '../../src/uploads/pending-uploads';
import { sweepUploads } from '../../src/uploads/sweep';
import { applyAsVendor } from '../support/multipart';
import { type S3Server, startS3Server } from '../support/s3-server';
import { createTestApp, login, OTHER, SHOPPER, type TestContext } from '../support/test-app';

const HOUR = 60 * 60 * 1000;
let s3: S3Server;
const work = mkdtempSync(join(tmpdir(), 'shop-sweep-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  rmSync(work, { recursive: true, force: true });
});

const keysIn = async (store: ObjectStore) => {
  const keys: string[] = [];
  for await (const object of store.list()) keys.push(object.key);
  return keys.sort();
};
const everything = async (uploads: Uploads) => [
  ...(await keysIn(uploads.public)).map((key) => `public:${key}`),
  ...(await keysIn(uploads.private)).map((key) => `private:${key}`),
];
const pendingCount = async (ctx: TestContext) => {
  const result = (await ctx.database.db.execute(
    'SELECT count(*)::int AS n FROM pending_uploads',
  )) as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n;
};

/** The process "dies" after writing the identity document: no commit, no clean-up. */
function crashAfterSecondWrite(uploads: Uploads): () => void {
  const put = uploads.private.put.bind(uploads.private);
  const remove = uploads.public.delete.bind(uploads.public);
  const removePrivate = uploads.private.delete.bind(uploads.private);
  // Both files of an application are private (the logo until approval): the second put crashes.
  let writes = 0;
  uploads.private.put = async (...args) => {
    await put(...args);
    if (++writes === 2) throw new Error('simulated crash after the write');
  };
  const dead = async () => {
    throw new Error('the process is gone');
  };
  uploads.public.delete = dead;
  uploads.private.delete = dead;
  return () => {
    uploads.private.put = put;
    uploads.public.delete = remove;
    uploads.private.delete = removePrivate;
  };
}

describe.each(['disk', 's3'] as const)('the sweep on the %s store', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    const dir = mkdtempSync(join(work, `${kind}-`));
    const overrides: Partial<Config> = {
      storageDir: join(dir, 'storage'),
      privateDir: join(dir, 'private'),
      ...(kind === 's3'
        ? { uploadsStore: 's3', s3: { ...s3.settings, bucket: 'shop-uploads' } }
        : {}),
    };
    ctx = await createTestApp(overrides);
  });
  afterAll(() => ctx.close());

  it('removes exactly what a crash between write and commit left, and keeps every referenced file', async () => {
    const uploads = ctx.app.uploads;
    const kept = await applyAsVendor(ctx.app, await login(ctx.app, SHOPPER));
    expect(kept.statusCode).toBe(201);
    // A seed picture, outside every upload prefix: never the sweep's business.
    await uploads.public.put(`seed/${kind}-picture.svg`, Buffer.from('<svg/>'), {
      contentType: 'image/svg+xml',
    });
    const before = await everything(uploads);

    const restore = crashAfterSecondWrite(uploads);
    const crashed = await applyAsVendor(ctx.app, await login(ctx.app, OTHER));
    restore();
    expect(crashed.statusCode).toBe(500);
    const orphans = (await everything(uploads)).filter((key) => !before.includes(key));
    expect(orphans).toEqual([
      expect.stringMatching(/^private:vendor-documents\/.+\.pdf$/),
      expect.stringMatching(/^private:vendor-logos\/.+\.webp$/),
    ]);
    expect(await pendingCount(ctx)).toBe(2);
    // Also an object no row and no pending record names (a restore, or a write from before
    // pending records existed).
    await uploads.public.put('vendor-logos/unnamed.png', Buffer.from('png'), {
      contentType: 'image/png',
    });

    // Within the limit an upload may still be on its way: nothing is touched.
    const early = await sweepUploads(ctx.database.db, uploads, { olderThanMs: HOUR });
    expect(early.deleted).toEqual([]);
    expect(await pendingCount(ctx)).toBe(2);

    const later = new Date(Date.now() + 2 * HOUR);
    const swept = await sweepUploads(ctx.database.db, uploads, { olderThanMs: HOUR, now: later });
    expect(swept.abandoned).toBe(2);
    expect([...swept.deleted].sort()).toEqual(
      [...orphans, 'public:vendor-logos/unnamed.png'].sort(),
    );
    expect(await everything(uploads)).toEqual(before);
    expect(await pendingCount(ctx)).toBe(0);
    // The kept application's logo is private until approval (vendor-logo-private.test.ts).
    const logo = kept.json().data.store_logo as string;
    expect(await uploads.private.get(logo)).not.toBeNull();

    // A second run finds nothing more.
    expect(
      (await sweepUploads(ctx.database.db, uploads, { olderThanMs: HOUR, now: later })).deleted,
    ).toEqual([]);
  });

  it('keeps a pending record whose object it could not delete, for the next run', async () => {
    const uploads = ctx.app.uploads;
    await recordPending(ctx.database.db, [{ area: 'public', key: 'vendor-logos/stuck.png' }]);
    await uploads.public.put('vendor-logos/stuck.png', Buffer.from('png'), {
      contentType: 'image/png',
    });
    const later = { olderThanMs: HOUR, now: new Date(Date.now() + 2 * HOUR) };
    const remove = uploads.public.delete;
    uploads.public.delete = async () => {
      throw new Error('store unreachable');
    };
    await expect(sweepUploads(ctx.database.db, uploads, later)).rejects.toThrow(/unreachable/);
    uploads.public.delete = remove;
    expect(await pendingCount(ctx)).toBe(1);
    const swept = await sweepUploads(ctx.database.db, uploads, later);
    expect(swept.deleted).toEqual(['public:vendor-logos/stuck.png']);
    expect(await uploads.public.get('vendor-logos/stuck.png')).toBeNull();
    expect(await pendingCount(ctx)).toBe(0);
  });
});
