import type { ProductImage } from '@shop/shared-contracts/api/entities';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { imageUrl } from '@shop/shared-platform/runtime/runtime-config-store';
import { Close } from '@shop/shared-platform/ui/icons';
import { Box, IconButton } from '@shop/shared-platform/ui/mui-core';
import { Dialog } from '@shop/shared-platform/ui/mui-page';
import { GalleryArrows } from './gallery-arrows';
import { useGalleryNavigation } from './use-gallery-navigation';

interface FullScreenImageProps {
  open: boolean;
  onClose: () => void;
  images: ProductImage[];
  index: number;
  onIndexChange: (index: number) => void;
  alt: string;
}

/** The chosen picture over the whole screen, with the same arrows, keys and swipes. */
export function FullScreenImage({
  open,
  onClose,
  images,
  index,
  onIndexChange,
  alt,
}: FullScreenImageProps) {
  const { t } = useTranslation('product');
  const navigation = useGalleryNavigation(images.length, index, onIndexChange);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      // The dialog role sits on the paper, so its name goes there too.
      slotProps={{
        paper: { onKeyDown: navigation.onKeyDown, 'aria-label': t('gallery.fullScreenLabel') },
      }}
    >
      <Box
        onPointerDown={navigation.onPointerDown}
        onPointerUp={navigation.onPointerUp}
        sx={{
          position: 'relative',
          flex: 1,
          display: 'flex',
          bgcolor: 'common.black',
          touchAction: 'pan-y',
        }}
      >
        <Box
          component="img"
          src={imageUrl(images[index]?.image)}
          alt={alt}
          draggable={false}
          sx={{ m: 'auto', maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
        />
        {images.length > 1 && <GalleryArrows onStep={navigation.go} />}
        <IconButton
          aria-label={t('gallery.close')}
          onClick={onClose}
          sx={{
            position: 'absolute',
            top: 8,
            insetInlineEnd: 8,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <Close />
        </IconButton>
      </Box>
    </Dialog>
  );
}
