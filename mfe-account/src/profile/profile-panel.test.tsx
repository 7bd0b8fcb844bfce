import type { ProfileUpdateBody } from '@shop/shared-contracts/api/calls';
import { getSession } from '@shop/shared-platform/session/session';
import { apiError, apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import du from '../../public/locales/du/account.json';
import en from '../../public/locales/en/account.json';
import { testProfile, testUser } from '../account/test-profile';
import ProfilePanel from './profile-panel';

// Tabs load their code on first open: give lazy chunks time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const server = setupApiServer(apiHandler('GET /v1/profile', () => testProfile()));
const open = (language: 'en' | 'du' = 'en') =>
  renderRemotePage(<ProfilePanel />, {
    route: '/my-account',
    language,
    namespaces: ['account'],
    session: { user: testUser },
  });
// Labels of required fields end in " *", and "new password" is part of "confirm new password".
const type = (label: string, value: string) =>
  fireEvent.change(
    screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`), { selector: 'input' }),
    { target: { value } },
  );
const save = (label = en.profile.save) =>
  fireEvent.click(screen.getByRole('button', { name: label }));

describe('profile form', () => {
  it('says nothing changed and sends nothing when nothing changed', async () => {
    await open('du');
    await screen.findByDisplayValue(testUser.name);
    save(du.profile.save);
    expect(await screen.findByText(du.profile.noChanges)).toBeTruthy();
  });

  it('sends only the changed name and shows it as the session user', async () => {
    const sent: ProfileUpdateBody[] = [];
    server.use(
      apiHandler('POST /v1/profile/update', ({ body }) => {
        sent.push(body);
        return { user: { ...testUser, name: 'Sam Neu' }, email_verification_needed: false };
      }),
    );
    await open();
    await screen.findByDisplayValue(testUser.name);
    type(en.profile.name, 'Sam Neu');
    save();
    expect(await screen.findByText(en.profile.saved)).toBeTruthy();
    expect(sent).toEqual([{ name: 'Sam Neu' }]);
    expect(getSession().user?.name).toBe('Sam Neu');
  });

  it('asks for the current password before changing the e-mail, then warns to verify it', async () => {
    const sent: ProfileUpdateBody[] = [];
    server.use(
      apiHandler('POST /v1/profile/update', ({ body }) => {
        sent.push(body);
        return {
          user: { ...testUser, email: 'sam.neu@example.com', email_verified_at: null },
          email_verification_needed: true,
        };
      }),
    );
    await open();
    await screen.findByDisplayValue(testUser.email);
    type(en.profile.email, 'sam.neu@example.com');
    save();
    expect(await screen.findByText(en.profile.errors.currentForEmail)).toBeTruthy();
    expect(sent).toEqual([]);
    type(en.profile.currentPassword, 'Old123!x');
    save();
    expect(await screen.findByText(en.profile.verifyEmail)).toBeTruthy();
    expect(sent).toEqual([{ email: 'sam.neu@example.com', current_password: 'Old123!x' }]);
  });

  it("shows the API's password problems in the shopper's language", async () => {
    server.use(
      apiHandler('POST /v1/profile/update', () =>
        apiError(422, 'auth.password_too_common', {
          current_password: ['The current password is incorrect.'],
          password: ['auth.password_too_common'],
        }),
      ),
    );
    await open('du');
    await screen.findByDisplayValue(testUser.name);
    type(du.profile.currentPassword, 'wrong-one');
    type(du.profile.newPassword, 'password1');
    type(du.profile.confirmPassword, 'password1');
    save(du.profile.save);
    expect(await screen.findByText(du.profile.errors.passwordTooCommon)).toBeTruthy();
    expect(screen.getAllByText(du.profile.errors.currentIncorrect).length).toBeGreaterThan(0);
  });
});

describe('sessions', () => {
  it('shows this device and every session with its kind', async () => {
    await open();
    // Names are isolated (U+2068 … U+2069) so they keep their order in Arabic sentences.
    expect(await screen.findByTestId('current-device')).toHaveProperty(
      'textContent',
      '\u2068Chrome 131\u2069 on \u2068Windows 10\u2069 (computer)',
    );
    const rows = screen.getAllByTestId('device-row');
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText(en.sessions.thisDevice)).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getAllByText(/API token/).length).toBeGreaterThan(0);
  });

  it('signs another device out through the API', async () => {
    const revoked: string[] = [];
    server.use(
      apiHandler('DELETE /v1/profile/devices/{id}', ({ params }) => {
        revoked.push(params.id ?? '');
        return null;
      }),
    );
    await open();
    fireEvent.click(
      await screen.findByRole('button', {
        name: /^Sign out \u2068Safari 17\u2069 · \u2068iOS 17\.4\u2069$/,
      }),
    );
    await screen.findAllByTestId('device-row');
    await expect.poll(() => revoked).toEqual(['12']);
    expect(getSession().status).toBe('signed-in');
  });

  it('signs this browser out when its own session is revoked', async () => {
    server.use(apiHandler('DELETE /v1/profile/devices/{id}', () => null));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: en.sessions.revokeCurrentLabel }));
    await expect.poll(() => getSession().status).toBe('signed-out');
  });

  it('signs out all other sessions', async () => {
    let calls = 0;
    server.use(
      apiHandler('POST /v1/profile/devices/revoke-others', () => {
        calls += 1;
        return { revoked: 2 };
      }),
    );
    await open();
    fireEvent.click(await screen.findByRole('button', { name: en.sessions.revokeOthers }));
    await expect.poll(() => calls).toBe(1);
    expect(getSession().status).toBe('signed-in');
  });
});
