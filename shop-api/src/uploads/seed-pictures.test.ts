import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../test/support/s3-server';
import { S3Store, s3Client } from './s3-store';
import { publishSeedPictures } from './seed-pictures';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe('the demo pictures on an S3 store', () => {
  it('are copied once: a second replica finds them there and copies none', async () => {
    const store = new S3Store(s3Client(s3.settings), s3.settings.bucket, 'public/');
    const copied = await publishSeedPictures(store);
    expect(copied).toBeGreaterThan(20);
    const logo = await store.get('seed/vendors/1.svg');
    expect(logo?.contentType).toBe('image/svg+xml');
    expect(await store.get('placeholders/product.svg')).not.toBeNull();
    expect(await publishSeedPictures(store)).toBe(0);
  });
});
