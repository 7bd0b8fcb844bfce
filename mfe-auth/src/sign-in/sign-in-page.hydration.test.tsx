import { setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { hydrateServerRenderedPage } from '@shop/shared-tooling/testing/hydrate-page';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import du from '../../public/locales/du/auth.json';
import SignInPage from './sign-in-page';

// The server renders the sign-in form (it knows no session). A visitor's browser hydrates it as
// it is; a signed-in shopper's browser hydrates the same form, then goes on to the wanted page.
setupApiServer();
const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };

const hydrate = (session: 'signed-out' | { user: typeof user }) =>
  hydrateServerRenderedPage(<SignInPage />, {
    url: '/signin?returnTo=/orders',
    path: '/signin',
    language: 'du',
    namespaces: ['auth'],
    session,
  });

describe('the sign-in page hydrating the server HTML', () => {
  it('keeps the form for a visitor, without a mismatch', async () => {
    const { errors } = await hydrate('signed-out');
    expect(errors).toEqual([]);
    expect(screen.getByLabelText(du.signIn.email, { exact: false })).toBeTruthy();
  });

  it('sends a signed-in shopper on to the wanted page after hydrating, without a mismatch', async () => {
    const { errors, serverHtml } = await hydrate({ user });
    expect(errors).toEqual([]);
    expect(serverHtml).toContain(du.signIn.rememberMe);
    expect((await screen.findByTestId('landing')).textContent).toBe('page /orders');
  });
});
