/** The message keys of the review form's checks, under `reviews.errors` in the locale files. */
export type ReviewError = 'ratingRequired' | 'textRequired';

/**
 * The first problem of a review, or null: a rating must be chosen (checked first), and the text
 * must not be empty once its spaces are trimmed. Only one error is shown at a time.
 */
export function validateReview(rating: number | null, text: string): ReviewError | null {
  if (!rating) return 'ratingRequired';
  if (!text.trim()) return 'textRequired';
  return null;
}
