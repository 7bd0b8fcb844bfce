import type { User } from '@shop/shared-contracts/api/entities';
import { describe, expect, it } from 'vitest';
import { emptyPasswords, type ProfileValues, profileChanges, profileErrors } from './profile-diff';

const user: User = {
  id: 3,
  name: 'Lina Berger',
  email: 'lina@example.com',
  email_verified_at: '2026-01-01T00:00:00Z',
  created_at: '2026-01-01T00:00:00Z',
};
const unchanged: ProfileValues = { name: user.name, email: user.email, ...emptyPasswords };

describe('profileChanges', () => {
  it('sends nothing when nothing differs, ignoring spaces and the e-mail case', () => {
    expect(profileChanges(user, unchanged)).toEqual({});
    expect(
      profileChanges(user, { ...unchanged, name: ' Lina Berger ', email: 'LINA@example.com' }),
    ).toEqual({});
  });

  it('sends only the changed name, trimmed', () => {
    expect(profileChanges(user, { ...unchanged, name: ' Lina Neu ' })).toEqual({
      name: 'Lina Neu',
    });
  });

  it('sends a new e-mail with the current password', () => {
    expect(
      profileChanges(user, {
        ...unchanged,
        email: 'lina.neu@example.com',
        currentPassword: 'Old123!x',
      }),
    ).toEqual({ email: 'lina.neu@example.com', current_password: 'Old123!x' });
  });

  it('sends a new password with its confirmation and the current password, never the name', () => {
    expect(
      profileChanges(user, {
        ...unchanged,
        currentPassword: 'Old123!x',
        password: 'New456!yz',
        passwordConfirmation: 'New456!yz',
      }),
    ).toEqual({
      current_password: 'Old123!x',
      password: 'New456!yz',
      password_confirmation: 'New456!yz',
    });
  });

  it('leaves out a current password typed without a change that needs it', () => {
    expect(profileChanges(user, { ...unchanged, currentPassword: 'Old123!x' })).toEqual({});
  });
});

describe('profileErrors', () => {
  it('accepts unchanged values', () => {
    expect(profileErrors(user, unchanged)).toEqual({});
  });

  it('needs a name and a valid e-mail', () => {
    expect(profileErrors(user, { ...unchanged, name: '  ', email: 'no-at-sign' })).toEqual({
      name: 'profile.errors.nameRequired',
      email: 'profile.errors.emailInvalid',
      currentPassword: 'profile.errors.currentForEmail',
    });
  });

  it('needs at least 8 characters, a matching confirmation and the current password for a new password', () => {
    expect(
      profileErrors(user, { ...unchanged, password: 'short', passwordConfirmation: 'other' }),
    ).toEqual({
      password: 'profile.errors.passwordLength',
      passwordConfirmation: 'profile.errors.confirmationMismatch',
      currentPassword: 'profile.errors.currentForPassword',
    });
    expect(profileErrors(user, { ...unchanged, password: 'Longer123!' })).toMatchObject({
      passwordConfirmation: 'profile.errors.confirmationRequired',
    });
    expect(
      profileErrors(user, {
        ...unchanged,
        currentPassword: 'Old123!x',
        password: 'Longer123!',
        passwordConfirmation: 'Longer123!',
      }),
    ).toEqual({});
  });

  it('asks for the new password when only the confirmation is filled', () => {
    expect(profileErrors(user, { ...unchanged, passwordConfirmation: 'Longer123!' })).toEqual({
      password: 'profile.errors.passwordRequired',
    });
  });
});
