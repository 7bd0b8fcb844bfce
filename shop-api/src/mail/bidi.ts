/**
 * Unicode isolates keep a piece of text in its own direction inside a paragraph of the other:
 * a phone number or postcode stays left to right inside Arabic. Plain-text mails keep the marks;
 * the HTML layout turns them into `<bdi>` (see `isolatesToHtml`), which mail programs honour
 * more reliably than the invisible characters.
 */
const LRI = '\u2066';
const FSI = '\u2068';
const PDI = '\u2069';

export interface BidiMarks {
  /** Always left to right: phone numbers, postcodes, order and tracking numbers. */
  leftToRight: (text: string) => string;
  /** In the direction of its own first strong letter: store names, streets, towns. */
  isolated: (text: string) => string;
}

const marks: BidiMarks = {
  leftToRight: (text) => `${LRI}${text}${PDI}`,
  isolated: (text) => `${FSI}${text}${PDI}`,
};
const none: BidiMarks = { leftToRight: (text) => text, isolated: (text) => text };

/** The marks a mail of this direction needs: a left-to-right mail reads its numbers as they are. */
export const bidiMarks = (dir: 'ltr' | 'rtl'): BidiMarks => (dir === 'rtl' ? marks : none);

/** Escaped HTML with the isolates of `leftToRight` and `isolated` as `<bdi>` elements. */
export const isolatesToHtml = (escaped: string) =>
  escaped
    .replace(/\u2066([^\u2066\u2068\u2069]*)\u2069/g, '<bdi dir="ltr">$1</bdi>')
    .replace(/\u2068([^\u2066\u2068\u2069]*)\u2069/g, '<bdi>$1</bdi>');
