import { localizedName } from '@shop/shared-contracts/format/localized';
import { isRtl, normalizeLanguage } from '@shop/shared-contracts/i18n/languages';
import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { imageUrl } from '@shop/shared-platform/runtime/runtime-config-store';
import { Box, IconButton, Typography } from '@shop/shared-platform/ui/mui-core';
import { ChevronLeft, ChevronRight } from '@shop/shared-platform/ui/page-icons';
import useEmblaCarousel from 'embla-carousel-react';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { carouselOptions, SLIDE_WIDTH } from './carousel-options';
import type { CategoryTile } from './flatten-categories';

/**
 * The discover-categories carousel (Embla: swipe and drag, right to left in Arabic). Arrow keys
 * on it, the previous/next buttons and the dots move it; a tile that gets focus scrolls into view.
 */
export function CategoryCarousel({ tiles }: { tiles: CategoryTile[] }) {
  const { t, i18n } = useTranslation('catalog');
  const rtl = isRtl(normalizeLanguage(i18n.language));
  const options = useMemo(() => carouselOptions(rtl ? 'rtl' : 'ltr'), [rtl]);
  const [viewportRef, embla] = useEmblaCarousel(options);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const sync = useCallback(() => {
    if (!embla) return;
    setSnaps(embla.scrollSnapList());
    setSelected(embla.selectedScrollSnap());
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  const onKeyDown = (event: KeyboardEvent) => {
    // The visual "next" is to the left in Arabic.
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) embla?.scrollNext();
    else if (event.key === back) embla?.scrollPrev();
    else return;
    event.preventDefault();
  };
  // The slides are built once per set of tiles and language: Embla's start and every move set
  // this component's state (its instance, the dots, the buttons), and rebuilding every tile for
  // them made the carousel's start one long task (about 170 ms under Lighthouse's 4x slowdown).
  const slides = useMemo(
    () =>
      tiles.map((tile, index) => (
        <Box
          key={tile.id}
          role="group"
          aria-roledescription={t('carousel.slide')}
          aria-label={t('carousel.position', { index: index + 1, total: tiles.length })}
          sx={{ flex: `0 0 auto`, width: SLIDE_WIDTH, minWidth: 0, px: 0.5 }}
        >
          <Box
            component={RouterLink}
            to={routes.category(tile.id)}
            // A link is natively draggable: a swipe that starts on it would drag the link
            // instead of moving the carousel.
            draggable={false}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textDecoration: 'none',
              color: 'text.primary',
              borderRadius: 1,
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
            }}
          >
            <Box
              component="img"
              src={imageUrl(tile.image)}
              alt=""
              loading="lazy"
              draggable={false}
              width={96}
              height={96}
              sx={{
                width: '100%',
                maxWidth: 96,
                height: 'auto',
                aspectRatio: '1',
                objectFit: 'cover',
                borderRadius: '50%',
                bgcolor: 'grey.100',
              }}
            />
            <Typography
              variant="body2"
              sx={{ mt: 0.5, textAlign: 'center', overflowWrap: 'anywhere' }}
            >
              {localizedName(tile, i18n.language)}
            </Typography>
          </Box>
        </Box>
      )),
    [tiles, t, i18n.language],
  );
  const PrevIcon = rtl ? ChevronRight : ChevronLeft;
  const NextIcon = rtl ? ChevronLeft : ChevronRight;

  return (
    // A group, not a region: the home section around it is already the landmark of that name.
    <Box
      role="group"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={t('home.discoverCategories')}
      onKeyDown={onKeyDown}
      data-testid="category-carousel"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          aria-label={t('carousel.previous')}
          onClick={() => embla?.scrollPrev()}
          disabled={!canPrev}
        >
          <PrevIcon />
        </IconButton>
        <Box ref={viewportRef} sx={{ overflow: 'hidden', flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', touchAction: 'pan-y pinch-zoom' }}>{slides}</Box>
        </Box>
        <IconButton
          aria-label={t('carousel.next')}
          onClick={() => embla?.scrollNext()}
          disabled={!canNext}
        >
          <NextIcon />
        </IconButton>
      </Box>
      {snaps.length > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
          {snaps.map((_, index) => (
            <Box
              component="button"
              type="button"
              key={index}
              aria-label={t('carousel.goTo', { index: index + 1 })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(index)}
              sx={{
                width: 24,
                height: 24,
                border: 0,
                p: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                '&::after': {
                  content: '""',
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: index === selected ? 'primary.main' : 'grey.400',
                },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
