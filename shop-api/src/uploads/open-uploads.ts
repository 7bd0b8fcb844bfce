import type { Config } from '../config';
import { DiskStore } from './disk-store';
import type { Uploads } from './object-store';
import { S3Store, s3Client } from './s3-store';

/** The configured store: two folders on disk, or one bucket with `public/` and `private/`. */
export function openUploads(
  config: Pick<Config, 'uploadsStore' | 's3' | 'storageDir' | 'privateDir'>,
): Uploads {
  if (config.uploadsStore === 's3' && config.s3) {
    const client = s3Client(config.s3);
    return {
      public: new S3Store(client, config.s3.bucket, 'public/'),
      private: new S3Store(client, config.s3.bucket, 'private/'),
      close: () => client.destroy(),
    };
  }
  return {
    public: new DiskStore(config.storageDir),
    private: new DiskStore(config.privateDir),
    close: () => undefined,
  };
}
