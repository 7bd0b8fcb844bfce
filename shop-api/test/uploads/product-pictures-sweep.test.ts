import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import type { ObjectStore } from '../../src/uploads/object-store';
import { sweepUploads } from '../../src/uploads/sweep';
import { multipart } from '../support/multipart';
import { type S3Server, startS3Server } from '../support/s3-server';
import { auth, callAs, createTestApp, login, type TestContext, VENDOR } from '../support/test-app';

// A product picture is many files in one folder; its folder is recorded as a pending upload
// before the first file is written, so a crash before the row's commit leaves nothing the sweep
// does not know, and files of a picture no row names are swept too.
const HOUR = 60 * 60 * 1000;
let s3: S3Server;
const work = mkdtempSync(join(tmpdir(), 'shop-picture-sweep-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  rmSync(work, { recursive: true, force: true });
});

const pictureKeys = async (store: ObjectStore) => {
  const keys: string[] = [];
  for await (const object of store.list('product-images/')) keys.push(object.key);
  return keys.sort();
};
const pendingCount = async (ctx: TestContext) =>
  (
    (await ctx.database.db.execute('SELECT count(*)::int AS n FROM pending_uploads')) as {
      rows: { n: number }[];
    }
  ).rows[0]?.n;

describe.each(['disk', 's3'] as const)('product pictures and the sweep on the %s store', (kind) => {
  let ctx: TestContext;
  let vendor: string;
  let productId: number;
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
    vendor = await login(ctx.app, VENDOR);
    const options = (await callAs(ctx.app, 'GET', '/v1/seller/options', vendor)).json().data;
    const created = await callAs(ctx.app, 'POST', '/v1/seller/products', vendor, {
      name_german: 'Sweeptasche',
      name_arabic: 'حقيبة',
      description_german: 'Mit Bildern.',
      description_arabic: 'مع الصور.',
      category_id: options.categories[0].id,
      variants: [{ color_id: null, size_id: null, price: 15, stock: 2 }],
    });
    productId = created.json().data.id;
  });
  afterAll(() => ctx.close());

  const upload = async () => {
    const bytes = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#2980b9' },
    })
      .png()
      .toBuffer();
    const body = multipart([{ name: 'image', value: bytes, filename: 'p.png', type: 'image/png' }]);
    return ctx.app.inject({
      method: 'POST',
      url: `/v1/seller/products/${productId}/images`,
      payload: body.payload,
      headers: { ...body.headers, ...auth(vendor) },
    });
  };

  it('sweeps the files of a picture whose save crashed, and of one no row names, never a saved one', async () => {
    const store = ctx.app.uploads.public;
    const kept = await upload();
    expect(kept.statusCode).toBe(201);
    const keptFiles = await pictureKeys(store);
    // 160, 320 and 400 px, each as AVIF, WebP and JPEG.
    expect(keptFiles).toHaveLength(9);
    expect(await pendingCount(ctx)).toBe(0);

    // The process "dies" after writing the second file: no commit, no clean-up.
    const put = store.put.bind(store);
    const remove = store.delete.bind(store);
    let writes = 0;
    store.put = async (...args) => {
      if (++writes > 2) throw new Error('the process is gone');
      await put(...args);
    };
    store.delete = async () => {
      throw new Error('the process is gone');
    };
    const crashed = await upload();
    store.put = put;
    store.delete = remove;
    expect(crashed.statusCode).toBe(500);
    const orphans = (await pictureKeys(store)).filter((key) => !keptFiles.includes(key));
    expect(orphans).toHaveLength(2);
    expect(await pendingCount(ctx)).toBe(1);
    // A picture whose row is gone but whose files stayed (a crash after the row's delete).
    const lost = ['product-images/lost/160.jpg', 'product-images/lost/160.webp'];
    for (const key of lost) await store.put(key, Buffer.from('x'), { contentType: 'image/jpeg' });

    const early = await sweepUploads(ctx.database.db, ctx.app.uploads, { olderThanMs: HOUR });
    expect(early.deleted).toEqual([]);

    const later = { olderThanMs: HOUR, now: new Date(Date.now() + 2 * HOUR) };
    const swept = await sweepUploads(ctx.database.db, ctx.app.uploads, later);
    expect(swept.abandoned).toBe(1);
    expect([...swept.deleted].sort()).toEqual(
      [...orphans, ...lost].map((key) => `public:${key}`).sort(),
    );
    expect(await pictureKeys(store)).toEqual(keptFiles);
    expect(await pendingCount(ctx)).toBe(0);
    const url = kept.json().data.url as string;
    const path = url.slice(url.indexOf('/storage/'));
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect((await sweepUploads(ctx.database.db, ctx.app.uploads, later)).deleted).toEqual([]);
  });
});
