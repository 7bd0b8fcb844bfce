/**
 * The policy's allowance for the `style="…"` attributes of a rendered page (MUI writes CSS
 * variables such as `--Paper-shadow` into them). The browser sets those through the DOM when it
 * renders, which the policy does not govern; parsed from server HTML they are inline styles, which
 * a nonce cannot cover. So each distinct value is allowed by its hash (`'unsafe-hashes'`), and
 * nothing else: no `'unsafe-inline'`.
 */
import { createHash } from 'node:crypto';

/** More distinct values than this are left blocked (a page would have to be built oddly). */
const MAX_HASHES = 64;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The value as the browser parses it: React escapes &, <, >, " and ' in attributes. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? Number.parseInt(name.slice(2), 16)
          : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** `'sha256-…'` sources of every distinct style attribute value in `html`, sorted. */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g))
    values.add(decodeAttribute(match[1] ?? ''));
  return [...values]
    .slice(0, MAX_HASHES)
    .map((value) => `'sha256-${createHash('sha256').update(value, 'utf8').digest('base64')}'`)
    .sort();
}
