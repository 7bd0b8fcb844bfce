import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from './languages';

describe('normalizeLanguage', () => {
  it.each([
    ['du', 'du'],
    ['de', 'du'],
    ['de-DE', 'du'],
    ['de-AT', 'du'],
    ['ar', 'ar'],
    ['ar-EG', 'ar'],
    ['fr', 'ar'],
    ['', 'ar'],
  ])('maps stored %s to %s', (raw, expected) => {
    expect(normalizeLanguage(raw)).toBe(expected);
  });

  it('keeps an explicitly stored en, but a browser en means Arabic', () => {
    expect(normalizeLanguage('en', 'stored')).toBe('en');
    expect(normalizeLanguage('en', 'browser')).toBe('ar');
    expect(normalizeLanguage('en-US', 'browser')).toBe('ar');
    expect(normalizeLanguage('de-CH', 'browser')).toBe('du');
    expect(normalizeLanguage(undefined)).toBe('ar');
  });
});
