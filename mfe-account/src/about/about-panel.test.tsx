import {
  getRuntimeConfig,
  setRuntimeConfig,
} from '@shop/shared-platform/runtime/runtime-config-store';
import { setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import du from '../../public/locales/du/account.json';
import AboutPanel from './about-panel';

setupApiServer();
const open = () =>
  renderRemotePage(<AboutPanel />, {
    route: '/my-account?tab=about',
    path: '/my-account',
    language: 'du',
    namespaces: ['account'],
    session: 'signed-out',
  });

describe('about tab', () => {
  it('shows the contact details of the runtime configuration', async () => {
    setRuntimeConfig({
      ...getRuntimeConfig(),
      contact: {
        customerSupportEmail: 'hilfe@laden.example',
        vendorSupportEmail: 'partner@laden.example',
        hours: 'Mo–Fr 8–20',
      },
    });
    await open();
    expect(screen.getByRole('heading', { name: du.about.title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hilfe@laden.example' }).getAttribute('href')).toBe(
      'mailto:hilfe@laden.example',
    );
    expect(screen.getByRole('link', { name: 'partner@laden.example' })).toBeTruthy();
    expect(screen.getByText('Mo–Fr 8–20')).toBeTruthy();
    expect(screen.getByText(du.about.steps.pay.title, { exact: false })).toBeTruthy();
  });

  it('says a contact detail is not available when the deployment sets none', async () => {
    const { contact: _none, ...config } = getRuntimeConfig();
    setRuntimeConfig(config);
    await open();
    expect(screen.getAllByText(du.about.contact.notAvailable)).toHaveLength(3);
    cleanup();
    // A hand-written file with a wrong value shows no broken link either.
    setRuntimeConfig({
      ...config,
      contact: { customerSupportEmail: 42 as unknown as string, hours: ' ' },
    });
    await open();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getAllByText(du.about.contact.notAvailable)).toHaveLength(3);
  });
});
