import { describe, expect, it } from 'vitest';
import ar from '../../public/locales/ar/account.json';
import du from '../../public/locales/du/account.json';
import en from '../../public/locales/en/account.json';

// A button's accessible name starts from the text it shows, so a shopper who says or reads the
// visible words (voice control, a screen reader) finds it: "Hier abmelden" is named "Hier
// abmelden: dieses Gerät", not "Dieses Gerät abmelden".
describe.each([
  ['du', du],
  ['ar', ar],
  ['en', en],
])('sign-out button names in %s', (_language, texts) => {
  it('contain the words the buttons show', () => {
    const { sessions } = texts;
    expect(sessions.revokeCurrentLabel.toLowerCase()).toContain(
      sessions.revokeCurrent.toLowerCase(),
    );
    expect(sessions.revokeLabel.toLowerCase()).toContain(sessions.revoke.toLowerCase());
  });
});
