import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { useMemo } from 'react';

/**
 * What a screen reader hears while a picture is moved (dnd-kit reads these into its live region),
 * in the page's language: pictures and places are named by their number, 1 the first.
 */
export function usePictureAnnouncements(ids: readonly number[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation('seller');
  return useMemo(() => {
    const numberOf = (id: UniqueIdentifier) => ids.indexOf(Number(id)) + 1;
    const total = ids.length;
    return {
      screenReaderInstructions: { draggable: t('pictures.dragInstructions') },
      announcements: {
        onDragStart: ({ active }) =>
          t('pictures.announce.start', { number: numberOf(active.id), total }),
        onDragOver: ({ active, over }) =>
          over
            ? t('pictures.announce.over', {
                number: numberOf(active.id),
                place: numberOf(over.id),
                total,
              })
            : t('pictures.announce.outside', { number: numberOf(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t('pictures.announce.end', {
                number: numberOf(active.id),
                place: numberOf(over.id),
                total,
              })
            : t('pictures.announce.cancel', { number: numberOf(active.id) }),
        onDragCancel: ({ active }) =>
          t('pictures.announce.cancel', { number: numberOf(active.id) }),
      },
    };
  }, [ids, t]);
}
