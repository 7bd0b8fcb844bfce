import type { ProfileUpdateBody } from '@shop/shared-contracts/api/calls';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { configure, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ar from '../../public/locales/ar/account.json';
import du from '../../public/locales/du/account.json';
import en from '../../public/locales/en/account.json';
import { testProfile, testUser } from '../account/test-profile';
import ProfilePanel from './profile-panel';

// Tabs load their code on first open: give lazy chunks time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const server = setupApiServer(apiHandler('GET /v1/profile', () => testProfile()));
const open = (language: 'en' | 'du' | 'ar') =>
  renderRemotePage(<ProfilePanel />, {
    route: '/my-account',
    language,
    namespaces: ['account'],
    session: { user: testUser },
  });

const recordUpdates = () => {
  const sent: ProfileUpdateBody[] = [];
  server.use(
    apiHandler('POST /v1/profile/update', ({ body }) => {
      sent.push(body);
      const mail_language = body.mail_language ?? null;
      return { user: { ...testUser, mail_language }, email_verification_needed: false };
    }),
  );
  return sent;
};

describe('the language of the mails', () => {
  it('follows the shop until the shopper picks Arabic with the keyboard (German page)', async () => {
    const sent = recordUpdates();
    await open('du');
    const group = await screen.findByRole('radiogroup', { name: du.mailLanguage.title });
    expect(group.getAttribute('aria-describedby')).toBe('mail-language-hint');
    const asShop = screen.getByRole('radio', { name: du.mailLanguage.shop }) as HTMLInputElement;
    expect(asShop.checked).toBe(true);
    const arabic = screen.getByRole('radio', { name: du.mailLanguage.ar }) as HTMLInputElement;
    // A native radio in one named group: focusable, and Space picks it (a click on the input).
    arabic.focus();
    expect(document.activeElement).toBe(arabic);
    expect(arabic.name).toBe(asShop.name);
    fireEvent.click(arabic);
    expect(arabic.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: du.mailLanguage.save }));
    expect(await screen.findByText(du.mailLanguage.saved)).toBeTruthy();
    expect(sent).toEqual([{ mail_language: 'ar' }]);
  });

  it('goes back to following the shop, in Arabic', async () => {
    const sent = recordUpdates();
    server.use(
      apiHandler('GET /v1/profile', () => testProfile({ ...testUser, mail_language: 'du' })),
    );
    await open('ar');
    const german = (await screen.findByRole('radio', {
      name: ar.mailLanguage.du,
    })) as HTMLInputElement;
    expect(german.checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: ar.mailLanguage.shop }));
    fireEvent.click(screen.getByRole('button', { name: ar.mailLanguage.save }));
    expect(await screen.findByText(ar.mailLanguage.saved)).toBeTruthy();
    expect(sent).toEqual([{ mail_language: null }]);
  });

  it('sends nothing when the choice did not change, and says when saving failed', async () => {
    server.use(apiHandler('POST /v1/profile/update', () => apiError(500, 'Server Error')));
    await open('en');
    fireEvent.click(await screen.findByRole('button', { name: en.mailLanguage.save }));
    expect(await screen.findByText(en.profile.noChanges)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: en.mailLanguage.du }));
    fireEvent.click(screen.getByRole('button', { name: en.mailLanguage.save }));
    expect(await screen.findByText(en.mailLanguage.failed)).toBeTruthy();
  });
});
