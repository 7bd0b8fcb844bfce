/** Fields whose text is carried to a page rendered anew (see `early-typing.ts`). */
export type Field = HTMLInputElement | HTMLTextAreaElement;

/** Anything typed into, not choices (a checkbox's state is kept). */
export const TYPED =
  'input:not([type]), input[type="text"], input[type="email"], input[type="password"], input[type="search"], input[type="tel"], input[type="number"], input[type="url"], textarea';
