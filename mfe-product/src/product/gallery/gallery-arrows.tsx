import { useTranslation } from '@shop/shared-platform/i18n/react';
import { IconButton, useTheme } from '@shop/shared-platform/ui/mui-core';
import { ChevronLeft, ChevronRight } from '@shop/shared-platform/ui/page-icons';

const arrowStyle = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'background.paper',
  boxShadow: 1,
  '&:hover': { bgcolor: 'background.paper' },
} as const;

/** Previous on the reading start side, next on its end side; in Arabic they point the other way. */
export function GalleryArrows({ onStep }: { onStep: (step: number) => void }) {
  const { t } = useTranslation('product');
  const rtl = useTheme().direction === 'rtl';
  return (
    <>
      <IconButton
        aria-label={t('gallery.previous')}
        onClick={() => onStep(-1)}
        sx={{ ...arrowStyle, insetInlineStart: 8 }}
      >
        {rtl ? <ChevronRight /> : <ChevronLeft />}
      </IconButton>
      <IconButton
        aria-label={t('gallery.next')}
        onClick={() => onStep(1)}
        sx={{ ...arrowStyle, insetInlineEnd: 8 }}
      >
        {rtl ? <ChevronLeft /> : <ChevronRight />}
      </IconButton>
    </>
  );
}
