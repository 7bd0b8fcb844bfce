import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testProfile, testUser } from '../account/test-profile';
import ProfilePanel from './profile-panel';

// Tabs load their code on first open: give lazy chunks time on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

setupApiServer(apiHandler('GET /v1/profile', () => testProfile()));

describe('profile in Arabic', () => {
  it('shows the e-mail address left to right, aligned with the form', async () => {
    await renderRemotePage(<ProfilePanel />, {
      route: '/my-account',
      language: 'ar',
      namespaces: ['account'],
      session: { user: testUser },
    });
    const email = (await screen.findByDisplayValue(testUser.email)) as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.getAttribute('dir')).toBe('ltr');
    expect(getComputedStyle(email).textAlign).toBe('right');
  });
});
