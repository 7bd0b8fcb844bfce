import { randomUUID } from 'node:crypto';
import { dirname, extname } from 'node:path';
import sharp from 'sharp';
import { storageUrl } from '../http/storage-url';
import type { ObjectStore } from '../uploads/object-store';

const CONTENT_TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};

/**
 * The widths the shop draws pictures at: gallery thumbnails (64 px at 2x), tiles, the gallery
 * (600 px) and its 2x / full-screen size. Never enlarged: a small upload gets fewer widths.
 */
export const PICTURE_WIDTHS = [160, 320, 640, 1200];
const FORMATS = ['avif', 'webp', 'jpg'] as const;
/** About 40 megapixels: enough for any camera, refuses decompression bombs. */
const MAX_INPUT_PIXELS = 40_000_000;

export interface ResizedPicture {
  /** The largest JPEG, stored as `product_images.path`; the other files sit beside it. */
  path: string;
  widths: number[];
  files: { path: string; bytes: Buffer }[];
}

/** JPEG, PNG, WebP or AVIF by its content (never its name), or null. */
export async function pictureFormat(bytes: Buffer): Promise<string | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return meta.format && ['jpeg', 'png', 'webp', 'heif'].includes(meta.format) && meta.width
      ? meta.format
      : null;
  } catch {
    return null;
  }
}

/**
 * Resized once at upload into every width as AVIF, WebP and a JPEG fallback. The upload is
 * decoded once, to its largest width, and the files are encoded one after the other from that:
 * decoding a 6300×6300 PNG for each of the twelve files cost most of the time.
 */
export async function resizePicture(bytes: Buffer): Promise<ResizedPicture> {
  const { width = 0 } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  const largest = Math.min(width, 1200);
  const base = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    // 8 bits a channel, as the raw input below reads it (a 16-bit PNG would come out wider).
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const { width: baseWidth, height, channels } = base.info;
  const widths = [...new Set([...PICTURE_WIDTHS.filter((w) => w < largest), largest])];
  const folder = `product-images/${randomUUID()}`;
  const files: ResizedPicture['files'] = [];
  for (const w of widths) {
    for (const format of FORMATS) {
      const resized = sharp(base.data, { raw: { width: baseWidth, height, channels } }).resize({
        width: w,
        withoutEnlargement: true,
      });
      const encoded =
        format === 'avif'
          ? resized.avif({ quality: 50, effort: 2 })
          : format === 'webp'
            ? resized.webp({ quality: 78 })
            : resized.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
      files.push({ path: `${folder}/${w}.${format}`, bytes: await encoded.toBuffer() });
    }
  }
  return { path: `${folder}/${largest}.jpg`, widths, files };
}

/**
 * Every write of picture files goes through these two, into the public area of the configured
 * store (disk for `pnpm start`, the shared bucket with several API instances).
 */
export async function writePictureFiles(store: ObjectStore, files: ResizedPicture['files']) {
  for (const file of files) {
    await store.put(file.path, file.bytes, {
      contentType: CONTENT_TYPES[extname(file.path)] ?? 'application/octet-stream',
    });
  }
}

/** The folder of a picture's files (`product-images/<uuid>/`), its pending-upload key. */
export const pictureFolder = (path: string) => `${dirname(path)}/`;

export async function removePictureFiles(store: ObjectStore, path: string) {
  if (!path.startsWith('product-images/')) return;
  for await (const { key } of store.list(pictureFolder(path))) await store.delete(key);
}

/** The answer's `url` (largest JPEG) and `srcset` (WebP at every width; JPEG for old pictures). */
export function pictureUrls(publicUrl: string, path: string, widths: number[] | null) {
  const url = storageUrl(publicUrl, path);
  if (!widths?.length) return { url, srcset: `${url} 1x` };
  const folder = dirname(path);
  const srcset = widths
    .map((w) => `${storageUrl(publicUrl, `${folder}/${w}.webp`)} ${w}w`)
    .join(', ');
  return { url, srcset };
}
