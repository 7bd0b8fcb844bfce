import type { InputHTMLAttributes } from 'react';

/**
 * Attributes for an input whose text reads left to right in every language: e-mail addresses,
 * phone numbers, postcodes and codes (coupons, verification). In Arabic, "sara@" would otherwise
 * show as "@sara". `match-parent` aligns the text with the form's start side, as the labels are:
 * right on Arabic pages, left on German ones. Pass it as the input's attributes, for an MUI
 * `TextField` `slotProps={{ htmlInput: LTR_INPUT }}` (spread it to add more).
 */
export const LTR_INPUT = {
  dir: 'ltr',
  style: { textAlign: 'match-parent' },
} as const satisfies InputHTMLAttributes<HTMLInputElement>;
