import {
  PRODUCT_LIMITS,
  type SellerProduct,
  type SellerProductImage,
} from '@shop/shared-contracts/api/marketplace';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Alert, Box, Button, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import { LinearProgress } from '@shop/shared-platform/ui/mui-page';
import { type ChangeEvent, useRef, useState } from 'react';
import { apiProblem } from '../shared/api-problem';
import { useFieldText } from '../shared/use-field-text';
import { useRemovePicture, useReorderPictures, useUploadPicture } from './picture-api';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** The picture ids with the one at `from` moved to `to`. */
export function movedIds(images: readonly SellerProductImage[], from: number, to: number) {
  const ids = images.map((image) => image.id);
  const [moved] = ids.splice(from, 1);
  if (moved !== undefined) ids.splice(to, 0, moved);
  return ids;
}

/** A file the API would refuse, by the same rules, before anything is sent. */
function localProblem(file: File, count: number): string | null {
  if (count >= PRODUCT_LIMITS.imagesMax) return 'too_many';
  if (!ACCEPTED.includes(file.type)) return 'invalid';
  if (file.size > PRODUCT_LIMITS.imageBytesMax) return 'too_long';
  return null;
}

function PictureRow({
  image,
  index,
  count,
  name,
  busy,
  onMove,
  onRemove,
}: {
  image: SellerProductImage;
  index: number;
  count: number;
  name: string;
  busy: boolean;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('seller');
  const number = index + 1;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, listStyle: 'none' }}
    >
      <Box
        component="img"
        src={image.url}
        srcSet={image.srcset}
        sizes="96px"
        alt={t('pictures.alt', { name, number, count })}
        sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }}
      />
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
 * The product's pictures: added one at a time with the upload's progress, moved earlier or later
 * with buttons (the keyboard's way, and the order the shop shows them in), removed. The first one
 * is the product's picture in lists.
 */
export function ProductPictures({ product }: { product: SellerProduct }) {
  const { t, i18n } = useTranslation('seller');
  const fieldText = useFieldText();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const upload = useUploadPicture(product.id, setProgress);
  const remove = useRemovePicture(product.id);
  const reorder = useReorderPictures(product.id);
  const images = [...product.images].sort((a, b) => a.position - b.position);
  const name = i18n.language === 'ar' ? product.name_arabic : product.name_german;
  const busy = upload.isPending || remove.isPending || reorder.isPending;
  const failed = upload.error ?? remove.error ?? reorder.error;
  const problem = failed ? apiProblem(failed) : null;
  // The picture's own words for the API's codes (and the same checks made before sending).
  const codeText = (code: string | undefined) =>
    code ? t(`pictures.errors.${code}`, { defaultValue: fieldText(code) ?? '' }) : undefined;
  const problemText = refused
    ? codeText(refused)
    : problem
      ? (codeText(Object.values(problem.fields)[0]) ?? t(problem.message))
      : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const local = localProblem(file, images.length);
    setRefused(local);
    if (local) return;
    setProgress(0);
    upload.mutate(file, { onSettled: () => setProgress(null) });
  };

  return (
    <Box component="section" aria-labelledby="pictures-heading" sx={{ mb: 3 }}>
      <Typography id="pictures-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('pictures.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('pictures.hint', { count: PRODUCT_LIMITS.imagesMax })}
      </Typography>
      {images.length === 0 ? (
        <Typography sx={{ mb: 1 }}>{t('pictures.none')}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ p: 0, m: 0, mb: 1 }}>
          {images.map((image, index) => (
            <PictureRow
              key={image.id}
              image={image}
              index={index}
              count={images.length}
              name={name}
              busy={busy}
              onMove={(to) => reorder.mutate(movedIds(images, index, to))}
              onRemove={() => remove.mutate(image.id)}
            />
          ))}
        </Stack>
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPTED.join(',')}
        hidden
        onChange={choose}
        data-testid="picture-file"
      />
      <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
        {t('pictures.add')}
      </Button>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('pictures.uploading')}
          sx={{ mt: 1 }}
        />
      ) : null}
      {problemText ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problemText}
        </Alert>
      ) : null}
    </Box>
  );
}
