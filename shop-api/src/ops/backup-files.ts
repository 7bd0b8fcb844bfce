import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { type Area, contentTypeOf, isValidKey, type Uploads } from '../uploads/object-store';

/**
 * The folder each area has in a backup's archive: the names the disk store has always used, so
 * archives taken before the store interface restore through it.
 */
const FOLDERS: Record<Area, string> = { public: 'storage', private: 'private' };

/** Copies every object of both areas under `dir` (`storage/<key>`, `private/<key>`). */
export async function exportUploads(uploads: Uploads, dir: string): Promise<number> {
  let count = 0;
  for (const area of ['public', 'private'] as const) {
    for await (const { key } of uploads[area].list()) {
      const object = await uploads[area].get(key);
      // Deleted since the listing (a sweep): nothing to keep.
      if (!object) continue;
      const target = join(dir, FOLDERS[area], key);
      mkdirSync(dirname(target), { recursive: true });
      await pipeline(object.body, createWriteStream(target));
      count += 1;
    }
  }
  return count;
}

/** Puts every file under `dir`'s area folders back into the store (objects since are kept). */
export async function importUploads(dir: string, uploads: Uploads): Promise<number> {
  let count = 0;
  for (const area of ['public', 'private'] as const) {
    const root = join(dir, FOLDERS[area]);
    let entries: string[] = [];
    try {
      entries = readdirSync(root, { recursive: true, encoding: 'utf8' });
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') continue;
      throw error;
    }
    for (const entry of entries.sort()) {
      const path = join(root, entry);
      const key = relative(root, path).split(sep).join('/');
      if (!isValidKey(key)) continue;
      let bytes: Buffer;
      try {
        bytes = readFileSync(path);
      } catch (error) {
        // A folder.
        if ((error as { code?: string }).code === 'EISDIR') continue;
        throw error;
      }
      await uploads[area].put(key, bytes, { contentType: contentTypeOf(key) });
      count += 1;
    }
  }
  return count;
}
