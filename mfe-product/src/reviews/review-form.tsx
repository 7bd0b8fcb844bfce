import { emitShopEvent } from '@shop/shared-platform/events/event-bus';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { USER_TEXT_INPUT } from '@shop/shared-platform/ui/bidi-text';
import { Alert, Button, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import {
  DialogActions,
  DialogContent,
  DialogTitle,
  Rating,
  TextField,
} from '@shop/shared-platform/ui/mui-page';
import { type FormEvent, useState } from 'react';
import { useAddReview } from './api/add-review';
import { isReviewRemoved, useMyReview } from './api/my-review';
import { type ReviewError, validateReview } from './review-validation';

export const REVIEW_FORM_TITLE_ID = 'review-form-title';

/** What the shopper has typed and chosen, from their first change on. */
export interface ReviewDraft {
  rating: number | null;
  text: string;
}

interface ReviewFormProps {
  productId: number;
  vendorId: number;
  /** Kept by the dialog, so closing it (a stray click beside it, Escape) loses no typing. */
  draft: ReviewDraft | null;
  onDraftChange: (draft: ReviewDraft) => void;
  onClose: () => void;
  /** After the review is saved: the dialog forgets the draft and closes. */
  onSaved: () => void;
}

/**
 * The review form inside the dialog, mounted each time it opens: stars, text, one error at a time
 * above the form. It opens with the shopper's earlier review when they have one, or with what
 * they had typed before closing it unsent.
 */
export function ReviewForm({
  productId,
  vendorId,
  draft,
  onDraftChange,
  onClose,
  onSaved,
}: ReviewFormProps) {
  const { t } = useTranslation('product');
  // Mounting here also asks again for a review that failed to load before this opening.
  const saved = useMyReview(productId);
  const earlier = saved.state === 'known' ? saved.review : null;
  // Until the shopper changes something the fields show the saved review, also one that answers
  // late; from their first change on they show the shopper's own values, which no answer replaces.
  const rating = draft ? draft.rating : (earlier?.rating ?? null);
  const text = draft ? draft.text : (earlier?.review ?? '');
  const [error, setError] = useState<ReviewError | 'submitFailed' | 'removed' | null>(null);
  const addReview = useAddReview(productId, vendorId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateReview(rating, text);
    setError(problem);
    if (problem || !rating) return;
    const thanks = t(earlier ? 'reviews.updated' : 'reviews.thanks');
    addReview.mutate(
      { product_id: productId, rating, review: text.trim() },
      {
        onSuccess: () => {
          onSaved();
          emitShopEvent('shop:toast:requested', { kind: 'success', message: thanks });
        },
        // Hidden by an operator while the form was open: said in words, not "try again".
        onError: (failure) => setError(isReviewRemoved(failure) ? 'removed' : 'submitFailed'),
      },
    );
  };
  const starsLabel = (value: number) => t('reviews.ratedStars', { count: value });
  // An error about a field goes as soon as the shopper changes that field: "please write a
  // review" stayed on screen while they typed one. A failed send goes with any change.
  const edit = (next: ReviewDraft, field: 'rating' | 'text') => {
    onDraftChange(next);
    const fieldError = field === 'rating' ? 'ratingRequired' : 'textRequired';
    if (error === fieldError || error === 'submitFailed') setError(null);
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={REVIEW_FORM_TITLE_ID} sx={{ pr: 7 }}>
        {t(earlier ? 'reviews.editTitle' : 'reviews.formTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {saved.state === 'failed' && (
            <Alert severity="warning" role="status">
              {t('reviews.loadYoursFailed')}
            </Alert>
          )}
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
              onChange={(_event, value) => edit({ rating: value, text }, 'rating')}
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
            onChange={(event) => edit({ rating, text: event.target.value }, 'text')}
            fullWidth
            slotProps={{ htmlInput: USER_TEXT_INPUT }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('reviews.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={addReview.isPending}>
          {t(earlier ? 'reviews.update' : 'reviews.submit')}
        </Button>
      </DialogActions>
    </form>
  );
}
