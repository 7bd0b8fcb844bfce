import { Close } from '@shop/shared-platform/ui/icons';
import { Box, CircularProgress, IconButton } from '@shop/shared-platform/ui/mui-core';
import { Dialog, DialogContent } from '@shop/shared-platform/ui/mui-page';
import { useTranslation } from 'react-i18next';
import { useMyReview } from './api/my-review';
import { REVIEW_FORM_TITLE_ID, ReviewForm } from './review-form';

interface ReviewFormDialogProps {
  open: boolean;
  onClose: () => void;
  productId: number;
  vendorId: number;
}

const LOADING_ID = 'review-form-loading';

/**
 * The review form in a dialog. It waits for the shopper's earlier review, so the form never
 * shows empty and then fills; the dialog leaves its content when closed, so each opening starts
 * from the saved review.
 */
export function ReviewFormDialog({ open, onClose, productId, vendorId }: ReviewFormDialogProps) {
  const { t } = useTranslation('product');
  // Asked as soon as the section shows, so the form usually opens filled at once.
  const saved = useMyReview(productId);

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
      ) : (
        <ReviewForm productId={productId} vendorId={vendorId} onClose={onClose} />
      )}
    </Dialog>
  );
}
