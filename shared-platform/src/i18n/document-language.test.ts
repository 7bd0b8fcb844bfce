import { isRtl, languageTag } from '@shop/shared-contracts/i18n/languages';
import { describe, expect, it } from 'vitest';
import { applyDocumentLanguage } from './document-language';

describe('document language', () => {
  it('uses de for du, and rtl only for Arabic', () => {
    expect(languageTag('du')).toBe('de');
    expect(isRtl('ar')).toBe(true);
    applyDocumentLanguage('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    applyDocumentLanguage('du');
    expect(document.documentElement.lang).toBe('de');
    expect(document.documentElement.dir).toBe('ltr');
    applyDocumentLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
