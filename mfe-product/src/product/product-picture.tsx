import type { ProductImage } from '@shop/shared-contracts/api/entities';
import { pictureSources } from '@shop/shared-contracts/format/picture-sources';
import { imageUrl } from '@shop/shared-platform/runtime/runtime-config-store';
import { Box, type SxProps, type Theme } from '@shop/shared-platform/ui/mui-core';

export interface ProductPictureProps {
  image: ProductImage | undefined;
  /** The picture's width in its layout, for the browser's choice among the resized copies. */
  sizes: string;
  alt: string;
  sx: SxProps<Theme>;
  width?: number;
  height?: number;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'auto';
  draggable?: boolean;
  testId?: string;
}

/**
 * A product's picture. A vendor's upload, resized at upload, comes as AVIF and WebP sources and a
 * JPEG `srcset`, so a phone fetches the width it draws instead of the 1200 px copy; a picture
 * stored once (a seeded SVG) stays a single `src`, as before. The `<picture>` element lays out
 * as if absent (`display: contents`): the `img` is sized as it was alone.
 */
export function ProductPicture({ image, sizes, testId, ...props }: ProductPictureProps) {
  const sources = pictureSources(image, imageUrl);
  const img = (
    <Box
      component="img"
      src={imageUrl(image?.image)}
      srcSet={sources?.jpeg}
      sizes={sources ? sizes : undefined}
      data-testid={testId}
      {...props}
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
