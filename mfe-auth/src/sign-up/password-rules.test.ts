import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from './password-rules';

const met = (password: string) =>
  Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.id, rule.isMet(password)]));

describe('password rules of the sign-up checklist', () => {
  it('needs 8 characters for the length rule', () => {
    expect(met('Abc1!xy').length).toBe(false);
    expect(met('Abc1!xyz').length).toBe(true);
  });

  it('checks an uppercase letter, a digit and one of ! @ # $ % ^ & *', () => {
    expect(met('abcdefgh')).toEqual({
      length: true,
      uppercase: false,
      digit: false,
      special: false,
    });
    expect(met('Ä')).toMatchObject({ uppercase: true });
    expect(met('7')).toMatchObject({ digit: true });
    for (const special of ['!', '@', '#', '$', '%', '^', '&', '*']) {
      expect(met(special).special).toBe(true);
    }
    expect(met('-_?+.').special).toBe(false);
  });
});
