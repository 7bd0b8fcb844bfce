import { DOCUMENT_STATE_ID, type DocumentState } from '../app/document-state';
import { jsonForScript } from './seo/html-escape';

/** The document's state as a data element (not run, so the strict policy allows it). */
export function documentStateElement(state: DocumentState): string {
  return `<script type="application/json" id="${DOCUMENT_STATE_ID}">${jsonForScript(state)}</script>`;
}
