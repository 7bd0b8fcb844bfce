/**
 * The page's first picture as a `Link` header: React writes a `<link rel="preload" as="image">`
 * for every eager picture into the HTML, but after the document's head (about 50 KB of critical
 * CSS on the home page), so the browser learns of it only while it parses. From the header it
 * asks for the picture as the answer arrives, in parallel with the document's body.
 */
import { decodeAttribute } from './style-attribute-hashes';

const LINK_TAG = /<link\s[^>]*>/gi;
const ATTRIBUTE = /([a-zA-Z-]+)="([^"]*)"/g;
/** An address a header can carry as it is: printable ASCII without the brackets around it. */
const HEADER_SAFE = /^[!-;=?-~]+$/;
/** One picture: the page's largest, which Lighthouse's LCP waits for; more would compete with it. */
const MAX_PRELOADS = 1;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) {
    if (name && value !== undefined) attributes.set(name.toLowerCase(), decodeAttribute(value));
  }
  return attributes;
}

/** `Link` values (`<url>; rel=preload; as=image; fetchpriority=high`) of `html`'s high-priority picture preloads. */
export function imagePreloadLinks(html: string): string[] {
  const links: string[] = [];
  for (const [tag] of html.matchAll(LINK_TAG)) {
    const attributes = attributesOf(tag);
    const href = attributes.get('href');
    if (
      attributes.get('rel') !== 'preload' ||
      attributes.get('as') !== 'image' ||
      attributes.get('fetchpriority') !== 'high' ||
      attributes.has('imagesrcset') ||
      !href ||
      !HEADER_SAFE.test(href)
    )
      continue;
    links.push(`<${href}>; rel=preload; as=image; fetchpriority=high`);
    if (links.length === MAX_PRELOADS) break;
  }
  return links;
}
