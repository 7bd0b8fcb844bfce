import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { hydrateServerRenderedPage } from '@shop/shared-tooling/testing/hydrate-page';
import { configure, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import en from '../../public/locales/en/account.json';
import AccountPage from './account-page';
import { testProfile, testUser } from './test-profile';

// Tabs load their code on first open: give lazy chunks time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

setupApiServer(
  apiHandler('GET /v1/profile', () => testProfile()),
  apiHandler('GET /v1/profile/vendor-application', () => null),
);

// The server renders the account's title and a spinner (it knows no session); the signed-in
// shopper's browser hydrates exactly that, then shows the tabs, never a trip to sign-in.
it('hydrates the server HTML without a mismatch for a shopper, then shows the tabs', async () => {
  const { errors, serverHtml } = await hydrateServerRenderedPage(<AccountPage />, {
    url: '/my-account',
    language: 'en',
    namespaces: ['account'],
    session: { user: testUser },
  });
  expect(errors).toEqual([]);
  expect(serverHtml).toContain(en.account.title);
  expect(serverHtml).not.toContain('role="tab"');
  expect(await screen.findByRole('tab', { name: en.tabs.account })).toBeTruthy();
  expect(screen.queryByTestId('landing')).toBeNull();
});
