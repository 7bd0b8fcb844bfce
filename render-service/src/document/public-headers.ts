/**
 * The headers nginx gives the document (deploy/nginx/sites/host.conf.template and
 * snippets/security-headers.conf), for the service as the public server (`pnpm start`). Origins
 * come from the runtime configuration, as render-site.sh takes them.
 */
import type { RuntimeConfig } from '@shop/shared-contracts/runtime-config';

const originOf = (url: string) => new URL(url).origin;

const unique = (values: string[]) => [...new Set(values)];

/** Headers of every answer of the host site. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
};

/** `styleHashes`: the page's style attributes (`styleAttributeHashes`), allowed by hash only. */
export function documentHeaders(
  config: RuntimeConfig,
  nonce: string,
  styleHashes: readonly string[] = [],
): Record<string, string> {
  const api = unique([originOf(config.apiBaseUrl), originOf(config.storageBaseUrl)]).join(' ');
  const remoteOrigins = unique(Object.values(config.remotes).map(originOf));
  const remotes = remoteOrigins.join(' ');
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${remotes}`,
    `style-src 'self' 'nonce-${nonce}'`,
    `style-src-attr 'unsafe-hashes'${styleHashes.map((hash) => ` ${hash}`).join('')}`,
    `connect-src 'self' ${api} ${remotes}`,
    `img-src 'self' data: blob: ${api} ${remotes}`,
    `font-src 'self' ${remotes}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  const preconnect = unique([...remoteOrigins, originOf(config.apiBaseUrl)])
    .map((origin) => `<${origin}>; rel=preconnect; crossorigin`)
    .concat(`<${originOf(config.storageBaseUrl)}>; rel=preconnect`)
    .join(', ');
  return {
    ...SECURITY_HEADERS,
    'content-security-policy': policy,
    'x-frame-options': 'DENY',
    link: preconnect,
  };
}
