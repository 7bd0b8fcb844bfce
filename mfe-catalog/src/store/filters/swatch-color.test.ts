import { describe, expect, it } from 'vitest';
import { checkPriceRange } from './price-filter';
import { isLightColor, swatchColor } from './swatch-color';

describe('swatch colours', () => {
  it('takes #hex as it is and 0xFF plus hex as an opaque colour', () => {
    expect(swatchColor('#E53935')).toBe('#e53935');
    expect(swatchColor('#fff')).toBe('#fff');
    expect(swatchColor('0xFF1E88E5')).toBe('#1e88e5');
    expect(swatchColor(' 0xff43a047 ')).toBe('#43a047');
  });

  it('refuses what is not a colour rather than painting a wrong one', () => {
    for (const value of ['red', '#12345', '0x801e88e5', '1e88e5', '#ggg000', '']) {
      expect(swatchColor(value)).toBeNull();
    }
  });

  it('knows light colours, which need a dark tick', () => {
    expect(isLightColor('#ffffff')).toBe(true);
    expect(isLightColor('#fdd835')).toBe(true);
    expect(isLightColor('#000')).toBe(false);
    expect(isLightColor('#1e88e5')).toBe(false);
  });
});

describe('price range', () => {
  const range = { min: 5, max: 300 };
  it('accepts empty bounds and numbers within the server range', () => {
    expect(checkPriceRange('', '', range)).toEqual({});
    expect(checkPriceRange('10', '', range)).toEqual({ from: 10 });
    expect(checkPriceRange('10,5', '300', range)).toEqual({ from: 10.5, to: 300 });
  });
  it('refuses text, values outside the range and from above to', () => {
    expect(checkPriceRange('abc', '', range)).toEqual({ error: 'notNumber' });
    expect(checkPriceRange('1', '', range)).toEqual({ error: 'outOfRange' });
    expect(checkPriceRange('', '301', range)).toEqual({ error: 'outOfRange' });
    expect(checkPriceRange('50', '20', range)).toEqual({ error: 'fromAboveTo' });
  });
});
