import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  contentTypeOf,
  isValidKey,
  type ObjectStore,
  type PutOptions,
  type StoredKey,
  type StoredObject,
} from './object-store';

/** Files under one directory; the content type comes from the key's extension. */
export class DiskStore implements ObjectStore {
  readonly kind = 'disk';

  constructor(readonly root: string) {}

  async put(key: string, body: Buffer | Readable, _options: PutOptions): Promise<void> {
    assertValidKey(key);
    const target = join(this.root, key);
    await mkdir(dirname(target), { recursive: true });
    // Written beside the target under a dot name (never listed, never served), then renamed:
    // a reader sees the whole file or none.
    const temporary = join(dirname(target), `.tmp-${randomUUID()}`);
    try {
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      await pipeline(source, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    const path = join(this.root, key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { body: createReadStream(path), length: info.size, contentType: contentTypeOf(key) };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await rm(join(this.root, key), { force: true });
  }

  async *list(prefix = ''): AsyncIterable<StoredKey> {
    // Only the folder the prefix names is walked (a picture's removal lists its own folder, not
    // every seed picture); a prefix that names no valid folder walks the whole store.
    const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1).replace(/\/$/, '');
    let entries: Awaited<ReturnType<typeof listFiles>>;
    try {
      entries = await listFiles(isValidKey(folder) ? join(this.root, folder) : this.root);
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const path of entries) {
      const key = relative(this.root, path).split(sep).join('/');
      if (!key.startsWith(prefix) || !isValidKey(key)) continue;
      try {
        yield { key, modifiedAt: (await stat(path)).mtime };
      } catch (error) {
        // Deleted between the listing and now.
        if (!isMissing(error)) throw error;
      }
    }
  }
}

async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';
