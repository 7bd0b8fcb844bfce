import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: one interface, two implementations (local disk for `pnpm start`,
 * an S3-compatible store for several API instances), chosen by `UPLOADS_STORE`
 * (docs/operations/uploads.md). Keys are relative paths such as `vendor-logos/<uuid>.png`:
 * segments of letters, digits, `-`, `_` and `.`, never `..` or a leading dot (see `isValidKey`).
 *
 * To store a new kind of upload (product pictures, say): pick a key prefix, record the key with
 * `recordPending` (pending-uploads.ts) BEFORE `put`, clear it with `clearPending` in the
 * transaction that saves the row naming the key, and add that column to `uploadReferences`
 * (references.ts) so the sweep keeps what it names and removes what nothing names.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** Writes the whole object or nothing (a reader never sees half a file). */
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Deletes the object; deleting one that is not there is no error. */
  delete(key: string): Promise<void>;
  /** Every key under the prefix with when it was last written. */
  list(prefix?: string): AsyncIterable<StoredKey>;
}

export interface PutOptions {
  contentType: string;
  /** The stream's length in bytes, when known (S3 then streams it instead of buffering it). */
  length?: number;
}

export interface StoredObject {
  body: Readable;
  length: number;
  contentType: string;
}

export interface StoredKey {
  key: string;
  modifiedAt: Date;
}

/** The two areas: public files served under /storage/, and private ones that never are. */
export type Area = 'public' | 'private';

export interface Uploads {
  public: ObjectStore;
  private: ObjectStore;
  close(): void;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,199}$/;

/** A relative path of safe segments: no `..`, no dot files, no empty segments, at most 400 bytes. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 400) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`invalid object key: ${JSON.stringify(key)}`);
}

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** The content type a key's extension stands for (disk keeps no metadata beside the bytes). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[extension] ?? 'application/octet-stream';
}
