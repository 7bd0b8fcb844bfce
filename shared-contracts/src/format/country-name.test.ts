import { describe, expect, it } from 'vitest';
import { countryName } from './country-name';

const saudiArabia = {
  id: 5,
  code: 'SA',
  name: 'Saudi-Arabien',
  name_german: 'Saudi-Arabien',
  name_arabic: 'السعودية',
  name_english: 'Saudi Arabia',
};

describe('countryName', () => {
  it("names the country in the shopper's language", () => {
    expect(countryName(saudiArabia, 'du')).toBe('Saudi-Arabien');
    expect(countryName(saudiArabia, 'ar')).toBe('السعودية');
    expect(countryName(saudiArabia, 'en')).toBe('Saudi Arabia');
  });

  it('falls back to the stored name of an old order snapshot', () => {
    expect(countryName({ id: 1, name: 'Deutschland' }, 'ar')).toBe('Deutschland');
  });
});
