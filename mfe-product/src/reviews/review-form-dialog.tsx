import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { Close } from '@shop/shared-platform/ui/icons';
import { Alert, Button, IconButton, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Rating,
  TextField,
} from '@shop/shared-platform/ui/mui-page';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddReview } from './api/add-review';
import { type ReviewError, validateReview } from './review-validation';

interface ReviewFormDialogProps {
  open: boolean;
  onClose: () => void;
  productId: number;
  vendorId: number;
}

/** The review form in a dialog: stars, text, one error at a time above the form. */
export function ReviewFormDialog({ open, onClose, productId, vendorId }: ReviewFormDialogProps) {
  const { t } = useTranslation('product');
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<ReviewError | 'submitFailed' | null>(null);
  const addReview = useAddReview(productId, vendorId);

  const close = () => {
    setError(null);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateReview(rating, text);
    setError(problem);
    if (problem || !rating) return;
    addReview.mutate(
      { product_id: productId, rating, review: text.trim() },
      {
        onSuccess: () => {
          setRating(null);
          setText('');
          close();
          emitShopEvent('shop:toast:requested', { kind: 'success', message: t('reviews.thanks') });
        },
        onError: () => setError('submitFailed'),
      },
    );
  };
  const starsLabel = (value: number) => t('reviews.ratedStars', { count: value });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="review-form-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="review-form-title" sx={{ pr: 7 }}>
          {t('reviews.formTitle')}
        </DialogTitle>
        <IconButton
          aria-label={t('reviews.close')}
          onClick={close}
          sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
        >
          <Close />
        </IconButton>
        <DialogContent>
          <Stack spacing={2}>
            {error && (
              <Alert severity="error" role="alert">
                {t(`reviews.errors.${error}`)}
              </Alert>
            )}
            <Stack spacing={0.5}>
              <Typography id="review-rating-label" component="p" variant="subtitle2">
                {t('reviews.yourRating')}
              </Typography>
              <Rating
                name="rating"
                value={rating}
                onChange={(_event, value) => setRating(value)}
                getLabelText={starsLabel}
                emptyLabelText={t('reviews.noRating')}
                aria-labelledby="review-rating-label"
                size="large"
              />
            </Stack>
            <TextField
              label={t('reviews.yourReview')}
              placeholder={t('reviews.placeholder')}
              multiline
              rows={4}
              value={text}
              onChange={(event) => setText(event.target.value)}
              fullWidth
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('reviews.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={addReview.isPending}>
            {t('reviews.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
