/**
 * Puts a rendered page into the host's static document (`host-shell/dist/index.html`), which
 * stays the single source of its scripts, preloads and first-paint style.
 */
import { randomBytes } from 'node:crypto';
import {
  NONCE_PLACEHOLDER,
  type RenderedPage,
} from '@shop/shared-contracts/render/render-contract';

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Throws when the template lacks a piece a page goes into: a broken build must not pass. */
function requireMatch(template: string, pattern: RegExp, what: string): void {
  if (!pattern.test(template)) throw new Error(`the host's index.html has no ${what}`);
}

export function checkTemplate(template: string): void {
  requireMatch(template, /<html[\s>]/i, '<html> element');
  requireMatch(template, /<\/head>/i, '</head>');
  requireMatch(template, /<div id="root"><\/div>/, 'empty <div id="root"></div>');
}

/**
 * The document of a rendered page, still with `NONCE_PLACEHOLDER` (it may be cached): `head`
 * before `</head>`, `<html lang dir>`, `root` inside the root element and `data` right after it.
 * Replacement functions, not strings: a `$&` in a page must stay as it is.
 */
export function composeDocument(template: string, page: RenderedPage): string {
  const lang = escapeAttribute(page.htmlAttributes.lang);
  const dir = page.htmlAttributes.dir === 'rtl' ? 'rtl' : 'ltr';
  return template
    .replace(/<html(\s[^>]*)?>/i, () => `<html lang="${lang}" dir="${dir}">`)
    .replace(/<\/head>/i, () => `${page.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>${page.data}`);
}

/** 16 random bytes, as nginx's `$request_id` gives per answer. */
export const newNonce = () => randomBytes(16).toString('hex');

export const withNonce = (document: string, nonce: string) =>
  document.replaceAll(NONCE_PLACEHOLDER, nonce);
