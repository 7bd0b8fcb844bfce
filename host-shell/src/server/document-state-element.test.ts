import { describe, expect, it } from 'vitest';
import { type DocumentState, readDocumentState } from '../app/document-state';
import { documentStateElement } from './document-state-element';

const state = (name: string): DocumentState => ({
  language: 'ar',
  queries: {
    mutations: [],
    queries: [
      {
        queryKey: ['product', 1],
        queryHash: '["product",1]',
        state: { data: { name }, status: 'success' },
      },
    ],
  } as unknown as DocumentState['queries'],
  remoteVersions: { product: '1.0.0+abc' },
});

describe('the document state between server and browser', () => {
  it('reaches the browser whole, even with text that would end its element', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028';
    document.body.innerHTML = `<div id="root"></div>${documentStateElement(state(hostile))}`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readDocumentState(document)).toEqual(state(hostile));
  });

  it('is absent from the static shell and ignored when broken', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readDocumentState(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="shop-document-state">{</script>';
    expect(readDocumentState(document)).toBeNull();
  });
});
