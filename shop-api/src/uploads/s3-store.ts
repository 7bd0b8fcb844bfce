import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import {
  assertValidKey,
  isValidKey,
  type ObjectStore,
  type PutOptions,
  type StoredKey,
  type StoredObject,
} from './object-store';

export interface S3Settings {
  /** `http(s)://host:port` of an S3-compatible server; null for AWS itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `host/bucket/key` instead of `bucket.host/key` (MinIO, s3rver and most compatibles). */
  forcePathStyle: boolean;
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    // An unreachable store fails the upload in seconds instead of holding the request.
    maxAttempts: 3,
  });
}

/** Objects in one bucket under a key prefix (`public/` or `private/`). */
export class S3Store implements ObjectStore {
  readonly kind = 's3';

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix: string,
  ) {}

  async put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void> {
    assertValidKey(key);
    // A stream of unknown length is read into memory first: S3 needs the length up front, and
    // uploads here are a few megabytes at most.
    const known = Buffer.isBuffer(body) || options.length !== undefined;
    const payload = known ? body : await collect(body);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.prefix + key,
        Body: payload,
        ContentType: options.contentType,
        ...(Buffer.isBuffer(payload)
          ? { ContentLength: payload.length }
          : { ContentLength: options.length }),
      }),
    );
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a body stream');
      return {
        body: answer.Body,
        length: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.bucket, Key: this.prefix + key }),
    );
  }

  async *list(prefix = ''): AsyncIterable<StoredKey> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.prefix + prefix,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key) continue;
        yield {
          key: item.Key.slice(this.prefix.length),
          modifiedAt: item.LastModified ?? new Date(0),
        };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  // A missing bucket is a configuration error, never "no such file".
  if (failure.name === 'NoSuchBucket') return false;
  return failure.name === 'NoSuchKey' || failure.$metadata?.httpStatusCode === 404;
}
