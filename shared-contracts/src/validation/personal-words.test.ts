import { describe, expect, it } from 'vitest';
import { containsPersonalWord, personalWords } from './personal-words';

describe('personal words', () => {
  it('are the address, its local part and the parts of it and of the name, of 4+ letters', () => {
    expect(personalWords({ email: ' Lena.Berg@Example.com ', name: 'Lena Berg-Mann Al' })).toEqual([
      'lena.berg@example.com',
      'lena.berg',
      'lena',
      'berg',
      'mann',
    ]);
  });

  it('are found in a password ignoring case', () => {
    const words = personalWords({ email: 'sonne@example.com', name: 'Ali Yilmaz' });
    expect(containsPersonalWord('xYILMAZ-99', words)).toBe(true);
    expect(containsPersonalWord('Sonnenblume7', words)).toBe(true);
    // "Ali" is too short to count: it occurs in good passwords by chance.
    expect(containsPersonalWord('Alibaba-Wolke-42', words)).toBe(false);
  });
});
