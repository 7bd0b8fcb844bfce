import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/uploads/s3-store';

export interface S3Server {
  settings: S3Settings;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free loopback port, with one empty bucket. */
export async function startS3Server(bucket = 'shop-uploads'): Promise<S3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'shop-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's own keys: it checks every request's signature with them.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
