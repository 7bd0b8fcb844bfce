import type { RenderedPage } from '@shop/shared-contracts/render/render-contract';
import { describe, expect, it } from 'vitest';
import { checkTemplate, composeDocument, withNonce } from './compose';

const template =
  '<!doctype html>\n<html>\n<head><meta nonce="__CSP_NONCE__"></head>\n<body><div id="root"></div></body></html>';

const page = (parts: Partial<RenderedPage> = {}): RenderedPage => ({
  kind: 'page',
  status: 200,
  htmlAttributes: { lang: 'ar', dir: 'rtl' },
  head: '<title>T</title>',
  root: '<main>M</main>',
  data: '<script type="application/json">{}</script>',
  remoteVersions: {},
  ...parts,
});

describe('composeDocument', () => {
  it('puts head, attributes, root and data where the host document has room for them', () => {
    expect(composeDocument(template, page())).toBe(
      '<!doctype html>\n<html lang="ar" dir="rtl">\n<head><meta nonce="__CSP_NONCE__"><title>T</title></head>\n' +
        '<body><div id="root"><main>M</main></div><script type="application/json">{}</script></body></html>',
    );
  });

  it('keeps $ patterns of a page as they are and escapes the attributes', () => {
    const html = composeDocument(
      template,
      page({ root: "<p>$& $' $1</p>", htmlAttributes: { lang: '"><script>', dir: 'ltr' } }),
    );
    expect(html).toContain("<p>$& $' $1</p>");
    expect(html).toContain('<html lang="&#34;&#62;&#60;script&#62;" dir="ltr">');
  });

  it('refuses a template without a place for the page', () => {
    expect(() => checkTemplate('<html><head></head><body></body></html>')).toThrow(/root/);
    expect(() => checkTemplate(template)).not.toThrow();
  });
});

it('withNonce fills every placeholder', () => {
  expect(withNonce('a__CSP_NONCE__b__CSP_NONCE__', 'n1')).toBe('an1bn1');
});
