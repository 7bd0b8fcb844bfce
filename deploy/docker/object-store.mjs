// The object store of docker-compose.yml: s3rver, an S3-compatible server that keeps objects
// on disk, standing in for MinIO where no registry image can be pulled. It creates the bucket
// on start and checks every request's signature with the configured keys. A single process on
// one volume: for production use MinIO or a managed S3 (docs/operations/uploads.md).
import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import Account from 's3rver/lib/models/account.js';

const env = process.env;
const required = (name) => {
  const value = env[name];
  if (!value) {
    console.error(`${name} is required`);
    process.exit(1);
  }
  return value;
};
const directory = env.OBJECT_STORE_DIR || '/var/lib/object-store';
mkdirSync(directory, { recursive: true });
const server = new S3rver({
  address: env.OBJECT_STORE_HOST || '0.0.0.0',
  port: Number(env.OBJECT_STORE_PORT || 9000),
  directory,
  silent: env.OBJECT_STORE_SILENT !== '0',
  // Path-style only: otherwise a request to `object-store:9000` means a bucket "object-store".
  vhostBuckets: false,
  configureBuckets: [{ name: required('S3_BUCKET') }],
});
// The API's key pair replaces s3rver's built-in S3RVER/S3RVER, which would let anyone in.
Account.DUMMY_ACCOUNT.createKeyPair(required('S3_ACCESS_KEY_ID'), required('S3_SECRET_ACCESS_KEY'));
Account.DUMMY_ACCOUNT.revokeAccessKey('S3RVER');
const { address, port } = await server.run();
console.log(`object store on ${address}:${port}, bucket ${env.S3_BUCKET}`);
const stop = () => server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
