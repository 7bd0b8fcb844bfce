import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Close } from '@shop/shared-platform/ui/icons';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
} from '@shop/shared-platform/ui/mui-core';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@shop/shared-platform/ui/mui-page';
import { useState } from 'react';
import type { MyReview } from './api/my-review';
import { REVIEW_FORM_TITLE_ID, type ReviewDraft, ReviewForm } from './review-form';

interface ReviewFormDialogProps {
  open: boolean;
  onClose: () => void;
  productId: number;
  vendorId: number;
  /**
   * The shopper's earlier review as the section knows it (`useMyReview`, asked as soon as the
   * section shows, so the form usually opens filled at once).
   */
  saved: MyReview;
}

const LOADING_ID = 'review-form-loading';

/**
 * The review form in a dialog. It waits for the shopper's earlier review, so the form never
 * shows empty and then fills. What the shopper typed survives closing the dialog unsent and is
 * forgotten once the review is saved; otherwise an opening starts from the saved review.
 */
export function ReviewFormDialog({
  open,
  onClose,
  productId,
  vendorId,
  saved,
}: ReviewFormDialogProps) {
  const { t } = useTranslation('product');
  const [draft, setDraft] = useState<ReviewDraft | null>(null);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={saved.state === 'loading' ? LOADING_ID : REVIEW_FORM_TITLE_ID}
    >
      <IconButton
        aria-label={t('reviews.close')}
        onClick={onClose}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <Close />
      </IconButton>
      {saved.state === 'loading' ? (
        <DialogContent>
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress id={LOADING_ID} size={28} aria-label={t('reviews.loadingYours')} />
          </Box>
        </DialogContent>
      ) : saved.state === 'removed' ? (
        <>
          <DialogTitle id={REVIEW_FORM_TITLE_ID} sx={{ pr: 7 }}>
            {t('reviews.formTitle')}
          </DialogTitle>
          <DialogContent>
            <Alert severity="info" data-testid="review-removed">
              {t('reviews.removed')}
            </Alert>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{t('reviews.close')}</Button>
          </DialogActions>
        </>
      ) : (
        <ReviewForm
          productId={productId}
          vendorId={vendorId}
          draft={draft}
          onDraftChange={setDraft}
          onClose={onClose}
          onSaved={() => {
            setDraft(null);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
