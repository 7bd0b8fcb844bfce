/**
 * What the render service asks of the host's server build, and what it gets back. The render
 * service (`render-service/`) owns HTTP, caching, worker processes and the fallback to the static
 * shell; the host's server build (`host-shell/dist/server/`) owns what a page looks like.
 */
import type { Language } from '../i18n/languages';
import type { RemoteName, RuntimeConfig } from '../runtime-config';

/** Where a package's server build is published, inside its browser build's folder. */
export const SERVER_BUILD_DIR = 'server';

/** Written into the document wherever this answer's CSP nonce goes; replaced per answer. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export interface RenderRequest {
  /** Path and query of the document asked for, e.g. `/product/1?lang=ar`. */
  url: string;
  /** The shop's public origin, e.g. `https://shop.example`: canonical and alternate links. */
  origin: string;
  /** The language the page is rendered in (see `documentLanguage`). */
  language: Language;
  /** The configuration the browser will read too (`/runtime-config.json`). */
  runtimeConfig: RuntimeConfig;
}

/** A page rendered on the server, in pieces the render service puts into the host's document. */
export interface RenderedPage {
  kind: 'page';
  /** 200, or 404 for an unknown route or product. */
  status: number;
  /** `<html>` attributes: `lang` (`de`, `ar`, `en`) and `dir`. */
  htmlAttributes: { lang: string; dir: 'ltr' | 'rtl' };
  /** Title, meta, links, critical CSS and JSON-LD, with `NONCE_PLACEHOLDER` as nonce. */
  head: string;
  /** The rendered app: what goes inside `<div id="root">`. */
  root: string;
  /** Data elements after the root (`<script type="application/json">`: query cache, versions). */
  data: string;
  /** The remote versions the page was rendered with (from their manifests). */
  remoteVersions: Partial<Record<RemoteName, string>>;
}

export interface RenderedRedirect {
  kind: 'redirect';
  status: 301 | 302;
  location: string;
}

export type RenderResult = RenderedPage | RenderedRedirect;

/** The module the host's server build exports (`host-shell/dist/server/index.js`). */
export interface ServerRenderModule {
  render(request: RenderRequest): Promise<RenderResult>;
}
