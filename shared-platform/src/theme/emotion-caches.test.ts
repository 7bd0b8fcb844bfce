import { afterEach, describe, expect, it } from 'vitest';
import {
  cspNonce,
  directionSupportLoaded,
  getEmotionCache,
  loadDirectionSupport,
} from './emotion-caches';

describe('cspNonce', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta')) meta.remove();
  });

  const addNonceMeta = (nonce: string) => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', nonce);
    document.head.append(meta);
  };

  it("reads the page's nonce from its csp-nonce meta element", () => {
    addNonceMeta('4f1c9a0e7b2d4c6f8a1b3c5d7e9f0a2b');
    expect(cspNonce()).toBe('4f1c9a0e7b2d4c6f8a1b3c5d7e9f0a2b');
  });

  it('gives none where the server left the placeholder or the page has no meta element', () => {
    expect(cspNonce()).toBeUndefined();
    addNonceMeta('__CSP_NONCE__');
    expect(cspNonce()).toBeUndefined();
  });
});

describe('right-to-left styling on demand', () => {
  it('needs nothing for German, and loads the plugin once for Arabic', async () => {
    expect(directionSupportLoaded('ltr')).toBe(true);
    await loadDirectionSupport('du');
    expect(directionSupportLoaded('rtl')).toBe(false);
    expect(() => getEmotionCache('rtl')).toThrow(/before loadDirectionSupport/);

    const loading = loadDirectionSupport('ar');
    expect(loadDirectionSupport('ar')).toBe(loading);
    await loading;
    expect(directionSupportLoaded('rtl')).toBe(true);
    expect(getEmotionCache('rtl').key).toBe('muirtl');
  });
});
