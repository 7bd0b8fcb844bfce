import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeSeedImages } from '../db/seed/seed-catalog';
import { DiskStore } from './disk-store';
import { contentTypeOf, type ObjectStore } from './object-store';

/**
 * With SEED_DEMO=1 on an S3 store, the demo's pictures (drawn on disk by the seed) are copied
 * to the store, skipping those already there: every replica may do it, the bytes are the same.
 */
export async function publishSeedPictures(store: ObjectStore): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-seed-pictures-'));
  try {
    writeSeedImages(dir);
    const present = new Set<string>();
    for (const prefix of ['seed/', 'placeholders/']) {
      for await (const object of store.list(prefix)) present.add(object.key);
    }
    const missing: string[] = [];
    for await (const { key } of new DiskStore(dir).list()) if (!present.has(key)) missing.push(key);
    // A few at once: hundreds of small pictures one by one took seconds at every first boot.
    const copyNext = async (): Promise<void> => {
      const key = missing.pop();
      if (key === undefined) return;
      await store.put(key, readFileSync(join(dir, key)), { contentType: contentTypeOf(key) });
      return copyNext();
    };
    const total = missing.length;
    await Promise.all(Array.from({ length: 8 }, copyNext));
    return total;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
