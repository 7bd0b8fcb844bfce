import type { ProductImage } from '@shop/shared-contracts/api/entities';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, IconButton, Stack } from '@shop/shared-platform/ui/mui-core';
import { Fullscreen } from '@shop/shared-platform/ui/page-icons';
import { useState } from 'react';
import { ProductPicture } from '../product-picture';
import { FullScreenImage } from './full-screen-image';
import { GalleryArrows } from './gallery-arrows';
import { useGalleryNavigation } from './use-gallery-navigation';

/** The gallery's column: the whole width on a phone, half the page (at most 1536 px) from md. */
const GALLERY_SIZES = '(min-width: 1536px) 768px, (min-width: 900px) 50vw, 100vw';

export interface GalleryProps {
  images: ProductImage[];
  name: string;
  index: number;
  onIndexChange: (index: number) => void;
}

/** The product's pictures: the chosen one large, arrows, thumbnails and a full-screen view. */
export function ProductGallery({ images, name, index, onIndexChange }: GalleryProps) {
  const { t } = useTranslation('product');
  const [fullScreen, setFullScreen] = useState(false);
  const count = images.length;
  const current = images[Math.min(index, count - 1)];
  const navigation = useGalleryNavigation(count, index, onIndexChange);
  const alt = t('gallery.imageAlt', { name, number: index + 1, count: Math.max(count, 1) });

  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <Box
        role="group"
        aria-roledescription={t('gallery.roleDescription')}
        aria-label={t('gallery.label', { name })}
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={navigation.onKeyDown}
        onPointerDown={navigation.onPointerDown}
        onPointerUp={navigation.onPointerUp}
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          bgcolor: 'grey.100',
          borderRadius: 2,
          overflow: 'hidden',
          touchAction: 'pan-y',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        }}
      >
        <ProductPicture
          image={current}
          sizes={GALLERY_SIZES}
          alt={alt}
          // The page's largest paint: fetched before the thumbnails and anything below.
          fetchPriority="high"
          width={600}
          height={600}
          draggable={false}
          testId="gallery-image"
          sx={{ width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none' }}
        />
        {count > 1 && <GalleryArrows onStep={navigation.go} />}
        <IconButton
          aria-label={t('gallery.fullScreen')}
          onClick={() => setFullScreen(true)}
          sx={{
            position: 'absolute',
            top: 8,
            insetInlineEnd: 8,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <Fullscreen />
        </IconButton>
      </Box>
      {count > 1 && (
        <Box
          component="ul"
          aria-label={t('gallery.thumbnails')}
          sx={{ display: 'flex', gap: 1, p: 0, m: 0, overflowX: 'auto', listStyle: 'none' }}
        >
          {images.map((image, position) => (
            <li key={image.id}>
              <Box
                component="button"
                type="button"
                aria-label={t('gallery.showImage', { number: position + 1 })}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => onIndexChange(position)}
                sx={{
                  p: 0,
                  width: 64,
                  height: 64,
                  cursor: 'pointer',
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: '2px solid',
                  borderColor: position === index ? 'primary.main' : 'divider',
                  bgcolor: 'grey.100',
                  '&:focus-visible': {
                    outline: '3px solid',
                    outlineColor: 'primary.main',
                    outlineOffset: 2,
                  },
                }}
              >
                <ProductPicture
                  image={image}
                  sizes="64px"
                  alt=""
                  width={64}
                  height={64}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                />
              </Box>
            </li>
          ))}
        </Box>
      )}
      <FullScreenImage
        open={fullScreen}
        onClose={() => setFullScreen(false)}
        images={images}
        index={index}
        onIndexChange={onIndexChange}
        alt={alt}
      />
    </Stack>
  );
}
