import { PRODUCT_LIMITS, type SellerProduct } from '@shop/shared-contracts/api/marketplace';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Alert, Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import { LinearProgress } from '@shop/shared-platform/ui/mui-page';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { apiProblem } from '../shared/api-problem';
import { useFieldText } from '../shared/use-field-text';
import { useRemovePicture, useReorderPictures, useUploadPicture } from './picture-api';
import { PictureList } from './picture-list';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** A file the API would refuse, by the same rules, before anything is sent. */
function localProblem(file: File, count: number): string | null {
  if (count >= PRODUCT_LIMITS.imagesMax) return 'too_many';
  if (!ACCEPTED.includes(file.type)) return 'invalid';
  if (file.size > PRODUCT_LIMITS.imageBytesMax) return 'too_long';
  return null;
}

/**
 * The product's pictures: added one at a time with the upload's progress, reordered by dragging
 * a picture's handle (with a pointer, or with Space and the arrow keys) or with its earlier and
 * later buttons (for whoever cannot drag), removed. The first one is the product's picture in
 * lists.
 */
export function ProductPictures({ product, saves }: { product: SellerProduct; saves: number }) {
  const { t, i18n } = useTranslation('seller');
  const fieldText = useFieldText();
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [refocus, setRefocus] = useState(false);
  const upload = useUploadPicture(product.id, setProgress);
  const remove = useRemovePicture(product.id);
  const reorder = useReorderPictures(product.id);
  const saved = [...product.images].sort((a, b) => a.position - b.position);
  // While a new order is being saved, it is the one shown (no jump back until the answer).
  const sending = reorder.isPending ? reorder.variables : undefined;
  const images = sending
    ? sending.flatMap((id) => saved.filter((image) => image.id === id))
    : saved;
  const name = i18n.language === 'ar' ? product.name_arabic : product.name_german;
  const busy = upload.isPending || remove.isPending || reorder.isPending;
  const failures = [upload.error, remove.error, reorder.error].filter((error) => error !== null);
  // A failure stops showing once the vendor has moved on: the product saved, or another picture
  // action started (a mutation keeps its error until it runs again).
  const [dismissed, setDismissed] = useState<readonly unknown[]>([]);
  const dismissAll = () => setDismissed(failures);
  const [seenSaves, setSeenSaves] = useState(saves);
  if (saves !== seenSaves) {
    setSeenSaves(saves);
    setDismissed(failures);
    setRefused(null);
  }
  const failed = failures.find((error) => !dismissed.includes(error));
  const problem = failed ? apiProblem(failed) : null;
  // The picture's own words for the API's codes (and the same checks made before sending).
  const codeText = (code: string | undefined) =>
    code ? t(`pictures.errors.${code}`, { defaultValue: fieldText(code) ?? '' }) : undefined;
  const problemText = refused
    ? codeText(refused)
    : problem
      ? (codeText(Object.values(problem.fields)[0]) ?? t(problem.message))
      : null;

  // The add button was disabled during the upload, which dropped a keyboard user's focus: once it
  // is enabled again, focus goes back to it, unless they moved on meanwhile.
  useEffect(() => {
    const button = addButton.current;
    if (!refocus || busy || !button) return;
    setRefocus(false);
    const focused = button.ownerDocument.activeElement;
    if (!focused || focused === button.ownerDocument.body) button.focus();
  }, [refocus, busy]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    dismissAll();
    const local = localProblem(file, images.length);
    setRefused(local);
    if (local) return;
    setProgress(0);
    upload.mutate(file, {
      onSettled: () => {
        setProgress(null);
        setRefocus(true);
      },
    });
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
        <PictureList
          images={images}
          name={name}
          busy={busy}
          onOrder={(ids) => {
            dismissAll();
            reorder.mutate(ids);
          }}
          onRemove={(id) => {
            dismissAll();
            remove.mutate(id);
          }}
        />
      )}
      <input
        ref={input}
        type="file"
        accept={ACCEPTED.join(',')}
        hidden
        onChange={choose}
        data-testid="picture-file"
      />
      <Button
        ref={addButton}
        variant="outlined"
        disabled={busy}
        onClick={() => input.current?.click()}
      >
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
