import type { ProfileUpdateBody } from '@shop/shared-contracts/api/calls';
import type { User } from '@shop/shared-contracts/api/entities';
import { isValidEmail } from '@shop/shared-contracts/validation/is-valid-email';

export interface ProfileValues {
  name: string;
  email: string;
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

export const PROFILE_PASSWORD_MIN = 8;

export type ProfileField = keyof ProfileValues;
/** Keys of the `account` namespace, per field. */
export type ProfileErrors = Partial<Record<ProfileField, string>>;

export const emptyPasswords = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * What the form sends: only the fields that differ from the saved profile (the name and e-mail
 * compared trimmed, the e-mail ignoring case, as the server stores it). A new password travels
 * with its confirmation and the current password; so does a new e-mail, which lets someone who
 * holds an open session but not the password take over the account otherwise.
 */
export function profileChanges(user: User, values: ProfileValues): ProfileUpdateBody {
  const body: ProfileUpdateBody = {};
  const name = values.name.trim();
  const email = values.email.trim();
  if (name !== user.name) body.name = name;
  if (email.toLowerCase() !== user.email.toLowerCase()) body.email = email;
  if (values.password) {
    body.password = values.password;
    body.password_confirmation = values.passwordConfirmation;
  }
  if ((body.password !== undefined || body.email !== undefined) && values.currentPassword) {
    body.current_password = values.currentPassword;
  }
  return body;
}

/** The form's own rules, checked before anything is sent. */
export function profileErrors(user: User, values: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const changes = profileChanges(user, values);
  if (!values.name.trim()) errors.name = 'profile.errors.nameRequired';
  if (!values.email.trim()) errors.email = 'profile.errors.emailRequired';
  else if (!isValidEmail(values.email.trim())) errors.email = 'profile.errors.emailInvalid';
  if (values.password) {
    if (values.password.length < PROFILE_PASSWORD_MIN)
      errors.password = 'profile.errors.passwordLength';
    if (!values.passwordConfirmation)
      errors.passwordConfirmation = 'profile.errors.confirmationRequired';
    else if (values.passwordConfirmation !== values.password)
      errors.passwordConfirmation = 'profile.errors.confirmationMismatch';
  } else if (values.passwordConfirmation) {
    errors.password = 'profile.errors.passwordRequired';
  }
  if ((changes.password !== undefined || changes.email !== undefined) && !values.currentPassword)
    errors.currentPassword = changes.password
      ? 'profile.errors.currentForPassword'
      : 'profile.errors.currentForEmail';
  return errors;
}
