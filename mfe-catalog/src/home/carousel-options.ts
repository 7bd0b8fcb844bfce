import type useEmblaCarousel from 'embla-carousel-react';

type EmblaOptionsType = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

/**
 * The discover-categories carousel: ten tiles in view, four per step, no wrap-around. Up to
 * 1024 px ten per step and wrapping; up to 600 px two in view, two per step, starting at the
 * third tile; up to 480 px two in view, one per step. (Tiles in view are the slides' CSS width.)
 * Embla's `duration` is a physics strength, not milliseconds: 30 takes about half a second.
 */
export function carouselOptions(direction: 'ltr' | 'rtl'): EmblaOptionsType {
  return {
    align: 'start',
    direction,
    loop: false,
    slidesToScroll: 4,
    duration: 30,
    breakpoints: {
      '(max-width: 1024px)': { slidesToScroll: 10, loop: true },
      '(max-width: 600px)': { slidesToScroll: 2, startIndex: 2 },
      '(max-width: 480px)': { slidesToScroll: 1 },
    },
  };
}

/** Share of the row one tile takes: ten in view, two up to 600 px. */
export const SLIDE_WIDTH = { xs: '50%', sm: '10%' } as const;
