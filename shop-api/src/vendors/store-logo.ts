import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { vendors } from '../db/schema-catalog';
import { imageWork } from '../uploads/image-work';
import { clearPending, recordPending } from '../uploads/pending-uploads';

/** Logos are drawn small (store page, seller center): 512 px is 2x the largest. */
const LOGO_WIDTH = 512;
/** As for product pictures: enough for any logo, refuses decompression bombs. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The logo decoded and written anew as a WebP (transparency kept), in the process's image queue
 * like product pictures; null when it is no picture sharp can read. Nothing of the upload's own
 * bytes survives, so a GIF that is also an HTML page is served as a plain picture.
 */
export function encodeLogo(bytes: Buffer): Promise<Buffer | null> {
  return imageWork.run(async () => {
    try {
      return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 })
        .rotate()
        .resize({ width: LOGO_WIDTH, withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      return null;
    }
  });
}

/**
 * An application's logo lives in the private area until its store is approved; approving copies
 * it to the public one under the same key. Returns the pending records to clear with the
 * approval's commit (a crash in between leaves them for the sweep).
 */
export async function publishLogo(app: FastifyInstance, key: string): Promise<number[]> {
  const stored = await app.uploads.private.get(key);
  // An application from before logos were private has its logo public already.
  if (!stored) return [];
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  const pendingIds = await recordPending(app.db, [{ area: 'public', key }]);
  await app.uploads.public.put(key, Buffer.concat(chunks), { contentType: stored.contentType });
  return pendingIds;
}

/**
 * Undoes `publishLogo` when the approval failed, unless a store shows that logo: a second
 * operator's approval of the same application fails after the first one committed.
 */
export async function unpublishLogo(app: FastifyInstance, key: string, pendingIds: number[]) {
  if (pendingIds.length === 0) return;
  const [shown] = await app.db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.storeLogo, key))
    .limit(1);
  if (!shown) await app.uploads.public.delete(key);
  await clearPending(app.db, pendingIds);
}
