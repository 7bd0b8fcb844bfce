import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './answer-cache';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours refusals', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding(['deflate', 'BR;q=0.5'])).toBe('br');
  });
});
