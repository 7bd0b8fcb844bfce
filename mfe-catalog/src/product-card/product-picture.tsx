import type { ProductImage } from '@shop/shared-contracts/api/entities';
import { pictureSources } from '@shop/shared-contracts/format/picture-sources';
import { imageUrl } from '@shop/shared-platform/runtime/runtime-config-store';
import { Box, type SxProps, type Theme } from '@shop/shared-platform/ui/mui-core';

/**
 * A product's picture. A vendor's upload, resized at upload, comes as AVIF and WebP sources and a
 * JPEG `srcset`, the browser fetching the width that `sizes` asks for instead of the 1200 px
 * copy; a picture stored once (a seeded SVG) stays a single `src`. The `<picture>` element lays
 * out as if absent (`display: contents`), so the picture is sized as the `img` alone was.
 */
export function ProductPicture({
  image,
  src,
  sizes,
  priority,
  width,
  height,
  sx,
}: {
  image: ProductImage | undefined;
  /** The single picture of browsers without `srcset` and of pictures stored once. */
  src: string;
  sizes: string;
  /** In the first screen: fetched at once and first, rather than lazily. */
  priority: boolean;
  width: number;
  height: number;
  sx: SxProps<Theme>;
}) {
  const sources = pictureSources(image, imageUrl);
  const img = (
    <Box
      component="img"
      src={src}
      srcSet={sources?.jpeg}
      sizes={sources ? sizes : undefined}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      width={width}
      height={height}
      sx={sx}
    />
  );
  if (!sources) return img;
  return (
    <picture style={{ display: 'contents' }}>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
