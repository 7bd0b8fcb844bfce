import type { ReactNode } from 'react';

/**
 * Digits and signs that read left to right on every page: phone numbers, postcodes, codes. Inside
 * Arabic text "+49 30 1234567" would otherwise show as "1234567 30 49+".
 */
export function LtrText({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/**
 * Text a person wrote (a review, a note, a street, a store's name) in the direction of its own
 * first letters: German on an Arabic page keeps its full stop at the end of the line.
 */
export function UserText({ children }: { children: ReactNode }) {
  return <bdi dir="auto">{children}</bdi>;
}

/**
 * Attributes for a field where a person writes free text (a review, a reason): it takes the
 * direction of what is typed. For an MUI `TextField`: `slotProps={{ htmlInput: USER_TEXT_INPUT }}`.
 */
export const USER_TEXT_INPUT = { dir: 'auto' } as const;
