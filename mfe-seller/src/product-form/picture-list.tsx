import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { SellerProductImage } from '@shop/shared-contracts/api/marketplace';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box, Button } from '@shop/shared-platform/ui/mui-core';
import { useId, useMemo } from 'react';
import { usePictureAnnouncements } from './picture-announcements';

interface ItemProps {
  image: SellerProductImage;
  index: number;
  count: number;
  name: string;
  busy: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function PictureItem({ image, index, count, name, busy, onMove, onRemove }: ItemProps) {
  const { t } = useTranslation('seller');
  const number = index + 1;
  const sortable = useSortable({
    id: image.id,
    disabled: busy,
    attributes: { roleDescription: t('pictures.roleDescription') },
  });
  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      data-picture-index={index}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      sx={{
        listStyle: 'none',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 0.5,
        width: 132,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : 'auto',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="img"
        src={image.url}
        srcSet={image.srcset}
        sizes="96px"
        alt={t('pictures.alt', { name, number, count })}
        sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
      />
      {/* The handle: dragged with a pointer, or picked up with Space and moved with the arrows. */}
      <Button
        ref={sortable.setActivatorNodeRef}
        size="small"
        variant="outlined"
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t('pictures.drag', { number })}
        sx={{ cursor: busy ? 'default' : 'grab', touchAction: 'none' }}
      >
        {t('pictures.dragShort')}
      </Button>
      <Button
        size="small"
        disabled={busy || index === 0}
        onClick={() => onMove(index - 1)}
        aria-label={t('pictures.earlier', { number })}
      >
        {t('pictures.earlierShort')}
      </Button>
      <Button
        size="small"
        disabled={busy || index === count - 1}
        onClick={() => onMove(index + 1)}
        aria-label={t('pictures.later', { number })}
      >
        {t('pictures.laterShort')}
      </Button>
      <Button
        size="small"
        color="error"
        disabled={busy}
        onClick={onRemove}
        aria-label={t('pictures.remove', { number })}
      >
        {t('form.remove')}
      </Button>
    </Box>
  );
}

/**
 * The pictures in their order as a row that wraps (and runs right to left in Arabic, where the
 * arrow keys follow what the vendor sees, as dnd-kit's keyboard moves go by the places on screen).
 * `onOrder` gets every id in the new order, from a drop or from the buttons.
 */
export function PictureList({
  images,
  name,
  busy,
  onOrder,
  onRemove,
}: {
  images: readonly SellerProductImage[];
  name: string;
  busy: boolean;
  onOrder: (ids: number[]) => void;
  onRemove: (id: number) => void;
}) {
  const ids = useMemo(() => images.map((image) => image.id), [images]);
  const accessibility = usePictureAnnouncements(ids);
  // React's id, the same on the server and in the browser (dnd-kit's own counter is not).
  const contextId = useId();
  const sensors = useSensors(
    // A few pixels before a drag starts, so a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const move = (from: number, to: number) => {
    if (from < 0 || to < 0 || from === to) return;
    onOrder(movedIds(ids, from, to));
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
  };
  return (
    <DndContext
      id={contextId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={accessibility}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy}>
        <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 0, m: 0, mb: 1 }}>
          {images.map((image, index) => (
            <PictureItem
              key={image.id}
              image={image}
              index={index}
              count={images.length}
              name={name}
              busy={busy}
              onMove={(to) => move(index, to)}
              onRemove={() => onRemove(image.id)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

/** The ids with the one at `from` moved to `to`. */
export function movedIds(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
