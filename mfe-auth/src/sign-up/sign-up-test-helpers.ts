import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const field = {
  firstName: () => screen.getByLabelText(/^First name/),
  lastName: () => screen.getByLabelText(/^Last name/),
  email: () => screen.getByLabelText(/^Email address/),
  password: () => screen.getByLabelText(/^Password/, { selector: 'input' }),
  confirm: () => screen.getByLabelText(/^Confirm password/, { selector: 'input' }),
  terms: () => screen.getByRole('checkbox', { name: /I agree/ }),
  submit: () => screen.getByRole('button', { name: 'Create account' }),
};

export interface SignUpInput {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirm?: string;
  terms?: boolean;
}

/** Types every given value and ticks the terms; leaves out what is empty. */
export async function fillSignUp(u: UserEvent, input: SignUpInput) {
  const all = {
    firstName: 'Sam',
    lastName: 'Shopper',
    email: 'sam@example.com',
    password: 'Secret123!',
    confirm: 'Secret123!',
    terms: true,
    ...input,
  };
  // Pasting keeps the tests quick; the live checklist tests type key by key.
  const entries = [
    [field.firstName(), all.firstName],
    [field.lastName(), all.lastName],
    [field.email(), all.email],
    [field.password(), all.password],
    [field.confirm(), all.confirm],
  ] as const;
  for (const [input, value] of entries) {
    if (!value) continue;
    await u.click(input);
    await u.paste(value);
  }
  if (all.terms) await u.click(field.terms());
}
