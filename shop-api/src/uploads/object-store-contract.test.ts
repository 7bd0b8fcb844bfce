import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../test/support/s3-server';
import { DiskStore } from './disk-store';
import type { ObjectStore } from './object-store';
import { S3Store, s3Client } from './s3-store';

// The same contract for both stores: what passes here may be swapped by configuration.
let s3: S3Server;
let diskRoot: string;
const stores: Record<string, () => ObjectStore> = {};
beforeAll(async () => {
  s3 = await startS3Server();
  diskRoot = mkdtempSync(join(tmpdir(), 'shop-disk-store-'));
  const client = s3Client(s3.settings);
  stores.disk = () => new DiskStore(diskRoot);
  stores.s3 = () => new S3Store(client, s3.settings.bucket, 'public/');
});
afterAll(async () => {
  await s3.close();
  rmSync(diskRoot, { recursive: true, force: true });
});

const keysOf = async (store: ObjectStore, prefix?: string) => {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  return keys.sort();
};

describe.each(['disk', 's3'])('the %s object store', (name) => {
  const store = () => stores[name]?.() as ObjectStore;

  it('gives back what was put, from a buffer or a stream, with its length and type', async () => {
    await store().put('contract/a/logo.png', Buffer.from('png bytes'), {
      contentType: 'image/png',
    });
    await store().put(
      'contract/a/id.pdf',
      Readable.from([Buffer.from('%PDF-'), Buffer.from('1.7')]),
      {
        contentType: 'application/pdf',
      },
    );
    const logo = await store().get('contract/a/logo.png');
    expect(logo).toMatchObject({ length: 9, contentType: 'image/png' });
    expect(await text(logo?.body ?? Readable.from([]))).toBe('png bytes');
    const document = await store().get('contract/a/id.pdf');
    expect(document).toMatchObject({ length: 8, contentType: 'application/pdf' });
    expect(await text(document?.body ?? Readable.from([]))).toBe('%PDF-1.7');
  });

  it('answers null for a missing key and for keys that climb out or hide', async () => {
    expect(await store().get('contract/none.png')).toBeNull();
    expect(await store().get('contract')).toBeNull();
    expect(await store().get('../package.json')).toBeNull();
    expect(await store().get('contract/.hidden')).toBeNull();
    await expect(
      store().put('../escape.png', Buffer.from('x'), { contentType: 'image/png' }),
    ).rejects.toThrow(/invalid object key/);
  });

  it('lists keys under a prefix with their age, and forgets deleted ones', async () => {
    const before = Date.now();
    await store().put('contract/list/one.png', Buffer.from('1'), { contentType: 'image/png' });
    await store().put('contract/list/two.png', Buffer.from('2'), { contentType: 'image/png' });
    await store().put('contract/other/three.png', Buffer.from('3'), { contentType: 'image/png' });
    expect(await keysOf(store(), 'contract/list/')).toEqual([
      'contract/list/one.png',
      'contract/list/two.png',
    ]);
    for await (const object of store().list('contract/list/')) {
      // Second precision on S3; a clock a few seconds off is fine.
      expect(Math.abs(object.modifiedAt.getTime() - before)).toBeLessThan(60_000);
    }
    await store().delete('contract/list/one.png');
    await store().delete('contract/list/never-there.png');
    expect(await keysOf(store(), 'contract/list/')).toEqual(['contract/list/two.png']);
    expect(await store().get('contract/list/one.png')).toBeNull();
  });

  it('lists by a prefix that ends inside a name, and nothing for a folder that is not there', async () => {
    await store().put('contract/part/logo-a.png', Buffer.from('a'), { contentType: 'image/png' });
    await store().put('contract/part/photo.png', Buffer.from('p'), { contentType: 'image/png' });
    expect(await keysOf(store(), 'contract/part/logo')).toEqual(['contract/part/logo-a.png']);
    expect(await keysOf(store(), 'contract/nowhere/')).toEqual([]);
  });

  it('replaces an object put again under the same key', async () => {
    await store().put('contract/again.png', Buffer.from('old'), { contentType: 'image/png' });
    await store().put('contract/again.png', Buffer.from('newer'), { contentType: 'image/png' });
    const object = await store().get('contract/again.png');
    expect(object?.length).toBe(5);
    expect(await text(object?.body ?? Readable.from([]))).toBe('newer');
  });
});

describe('two areas in one bucket', () => {
  it('never shows a private object through the public area', async () => {
    const client = s3Client(s3.settings);
    const privateArea = new S3Store(client, s3.settings.bucket, 'private/');
    await privateArea.put('vendor-documents/secret.pdf', Buffer.from('%PDF'), {
      contentType: 'application/pdf',
    });
    const publicArea = new S3Store(client, s3.settings.bucket, 'public/');
    expect(await publicArea.get('vendor-documents/secret.pdf')).toBeNull();
    expect(await keysOf(publicArea, 'vendor-documents/')).toEqual([]);
    expect(await keysOf(privateArea, 'vendor-documents/')).toEqual(['vendor-documents/secret.pdf']);
  });
});
