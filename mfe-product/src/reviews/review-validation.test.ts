import { describe, expect, it } from 'vitest';
import { validateReview } from './review-validation';

describe('validateReview', () => {
  it('asks for a rating first, even when the text is empty too', () => {
    expect(validateReview(0, '')).toBe('ratingRequired');
    expect(validateReview(null, 'Schön')).toBe('ratingRequired');
  });

  it('then asks for a text that is more than spaces', () => {
    expect(validateReview(4, '')).toBe('textRequired');
    expect(validateReview(4, '  \n\t ')).toBe('textRequired');
  });

  it('accepts a rating with a text', () => {
    expect(validateReview(1, 'x')).toBeNull();
    expect(validateReview(5, '  Sehr gut  ')).toBeNull();
  });
});
