import type { ProductImage } from '../api/entities';

/** The `srcset` of one format of a product picture, the browser choosing the width it needs. */
export interface PictureSources {
  avif: string;
  webp: string;
  jpeg: string;
}

/**
 * The `srcset` per format of a vendor's picture (resized at upload to each of `widths`), or null
 * for a picture stored once (a seeded SVG), which keeps its single `src`. `resolve` turns a
 * storage path into a URL (the shop's `imageUrl`, so the runtime configuration's storage base
 * applies as it does to `image`).
 */
export function pictureSources(
  image: Pick<ProductImage, 'image' | 'widths'> | undefined,
  resolve: (path: string) => string,
): PictureSources | null {
  const widths = image?.widths;
  if (!image || !widths?.length) return null;
  const slash = image.image.lastIndexOf('/');
  const folder = slash < 0 ? '' : image.image.slice(0, slash + 1);
  const srcset = (extension: string) =>
    widths.map((width) => `${resolve(`${folder}${width}.${extension}`)} ${width}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp'), jpeg: srcset('jpg') };
}
