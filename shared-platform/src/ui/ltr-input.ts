/**
 * Attributes for an input whose text reads left to right in every language: e-mail addresses,
 * phone numbers, postcodes and codes (coupons, verification). In Arabic, "sara@" would otherwise
 * show as "@sara". The theme aligns such an input's text with the form's start side, as the
 * labels are: right on Arabic pages, left on German ones. For an MUI `TextField`:
 * `slotProps={{ htmlInput: LTR_INPUT }}` (spread it to add more attributes).
 */
export const LTR_INPUT = { dir: 'ltr' } as const;
