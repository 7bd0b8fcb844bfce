/**
 * What a server-rendered document hands to the browser beside its HTML: the language it was
 * rendered in, the query cache its page was rendered from, and the remote versions it used. One
 * `<script type="application/json">` element (data, never run, so the strict policy allows it).
 */
import type { Language } from '@shop/shared-contracts/i18n/languages';
import type { ShopRoute } from '@shop/shared-contracts/remotes/route-declaration';
import type { RemoteName } from '@shop/shared-contracts/runtime-config';
import type { DehydratedState } from '@shop/shared-platform/query/react-query';

export const DOCUMENT_STATE_ID = 'shop-document-state';

export interface DocumentState {
  language: Language;
  /** `dehydrate(queryClient)` of the server's render. */
  queries: DehydratedState;
  /** The version of each remote whose server build rendered the page (`remoteVersionOf`). */
  remoteVersions: Partial<Record<RemoteName, string>>;
  /**
   * The remotes' routes the server rendered with (`shop-routes.ts`): the browser's first render
   * uses the same table, so a remote the host's build never knew hydrates, and the browser
   * fetches no manifest before the first screen. Absent in a document of an older host.
   */
  routes?: ShopRoute[];
}

/** The state of a server-rendered document, or null for the static shell (or a broken one). */
export function readDocumentState(doc: Document): DocumentState | null {
  const text = doc.getElementById(DOCUMENT_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as DocumentState;
    return typeof state?.language === 'string' ? state : null;
  } catch {
    return null;
  }
}
