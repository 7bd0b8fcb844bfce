/**
 * Answers a document request: from the short cache, from a render of the site's current
 * generation, or (a render that failed, took too long or could not run) with the host's static
 * document, which the browser renders on its own as before server rendering.
 */
import type { RenderResult } from '@shop/shared-contracts/render/render-contract';
import type { SiteRenderer } from '../generations/site-renderer';
import type { LogOnce } from '../log-once';
import { composeDocument, newNonce, withNonce } from './compose';
import {
  type CachedDocument,
  type DocumentCache,
  documentCacheKey,
  isCacheable,
  isPersonal,
} from './document-cache';
import { imagePreloadLinks } from './preload-links';
import { documentHeaders, SECURITY_HEADERS } from './public-headers';
import { requestLanguage } from './request-language';
import { styleAttributeHashes } from './style-attribute-hashes';

/** The style attribute hashes of a rendered document, for nginx's policy. */
export const STYLE_HASHES_HEADER = 'x-shop-style-hashes';

export interface DocumentAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RequestHeaders {
  cookie?: string;
  'accept-language'?: string;
  authorization?: string;
}

export interface DocumentAnswersOptions {
  /** `host-shell/dist/index.html`: the frame of every page and the fallback answer. */
  template: string;
  cache: DocumentCache;
  problems: LogOnce;
  /** Sets the policy and a fresh nonce itself (else nginx does, on the placeholder). */
  isPublic: boolean;
}

/** A redirect goes to a path of this site only, and carries printable ASCII only (no header splitting). */
const SAFE_LOCATION = /^\/(?![/\\])[!-~]*$/;

function isValidResult(result: RenderResult | undefined): result is RenderResult {
  if (result?.kind === 'redirect')
    return [301, 302].includes(result.status) && SAFE_LOCATION.test(result.location);
  return (
    result?.kind === 'page' &&
    Number.isInteger(result.status) &&
    result.status >= 200 &&
    result.status < 600 &&
    ![result.head, result.root, result.data, result.htmlAttributes?.lang].some(
      (part) => typeof part !== 'string',
    )
  );
}

export class DocumentAnswers {
  constructor(private readonly options: DocumentAnswersOptions) {}

  async answer(site: SiteRenderer, siteName: string, url: string, headers: RequestHeaders) {
    const { cache, problems, template } = this.options;
    const language = requestLanguage(url, headers);
    const key = documentCacheKey(siteName, url, language);
    const shared = !isPersonal(headers);
    const cached = shared ? cache.get(key) : undefined;
    if (cached) return this.finish(site, cached, 'server');

    const outcome = await site.render(url, language);
    const result = outcome.ok ? outcome.result : undefined;
    if (outcome.ok && !isValidResult(result)) {
      problems.warn(`invalid-result:${siteName}`, `[${siteName}] render gave no valid result`);
    } else if (result?.kind === 'redirect') {
      const { status, location } = result;
      return { status, headers: { location, 'cache-control': 'no-cache' }, body: '' };
    } else if (result) {
      const document = {
        status: result.status,
        body: composeDocument(template, result),
        styleHashes: styleAttributeHashes(result.root),
        preloadLinks: imagePreloadLinks(result.root),
      };
      if (shared && isCacheable(result.status, headers)) cache.set(key, document);
      return this.finish(site, document, 'server');
    } else if (!outcome.ok) {
      problems.warn(`${outcome.cause}:${siteName}`, `[${siteName}] ${outcome.message}`);
    }
    return this.finish(
      site,
      { status: 200, body: template, styleHashes: [], preloadLinks: [] },
      'fallback',
    );
  }

  private finish(
    site: SiteRenderer,
    { status, body, styleHashes, preloadLinks }: CachedDocument,
    render: 'server' | 'fallback',
  ): DocumentAnswer {
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      // The language comes from the query, the cookie or the browser's languages.
      vary: 'Accept-Language, Cookie',
      'x-shop-render': render,
    };
    if (!this.options.isPublic) {
      // nginx puts them into the policy it sends (and does not pass this header on); it passes
      // the picture's Link on beside its own of the preconnections.
      if (styleHashes.length > 0) headers[STYLE_HASHES_HEADER] = styleHashes.join(' ');
      if (preloadLinks.length > 0) headers.link = preloadLinks.join(', ');
      return { status, headers, body };
    }
    const nonce = newNonce();
    const config = site.runtimeConfig;
    Object.assign(headers, config ? documentHeaders(config, nonce, styleHashes) : SECURITY_HEADERS);
    const links = headers.link ? [...preloadLinks, headers.link] : preloadLinks;
    if (links.length > 0) headers.link = links.join(', ');
    return { status, headers, body: withNonce(body, nonce) };
  }
}
