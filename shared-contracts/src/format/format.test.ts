import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './date';
import { localizedDescription, localizedName } from './localized';
import { formatEuro } from './money';

const nbsp = /\u00a0|\u202f/g;

describe('formatEuro', () => {
  it('formats two decimals in German', () => {
    expect(formatEuro(1234.5, 'du').replace(nbsp, ' ')).toBe('1.234,50 €');
  });
  it('formats in English and Arabic with the euro sign', () => {
    expect(formatEuro(9.9, 'en')).toBe('€9.90');
    expect(formatEuro(9.9, 'ar')).toContain('€');
    expect(formatEuro(9.9, 'ar')).not.toBe(formatEuro(9.9, 'en'));
  });
});

describe('dates', () => {
  it('formats by language and tolerates bad input', () => {
    expect(formatDate('2026-03-05T10:00:00Z', 'du')).toBe('5. März 2026');
    expect(formatDateTime('2026-03-05T10:00:00Z', 'en')).toMatch(/Mar 5, 2026/);
    expect(formatDate('not a date', 'du')).toBe('');
  });
});

describe('localized texts', () => {
  const entity = {
    name_german: 'Schuhe',
    name_arabic: 'أحذية',
    description_german: 'Bequem',
    description_arabic: 'مريح',
  };
  it('uses German for du and Arabic otherwise', () => {
    expect(localizedName(entity, 'du')).toBe('Schuhe');
    expect(localizedName(entity, 'ar')).toBe('أحذية');
    expect(localizedName(entity, 'en')).toBe('أحذية');
    expect(localizedDescription(entity, 'du')).toBe('Bequem');
    expect(localizedDescription(entity, 'ar')).toBe('مريح');
  });
});
