import { setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from './mobile-menu';

setupApiServer();
const user = { id: 7, name: 'Sam', email: 's@x.de', email_verified_at: null, created_at: '' };
const noop = () => undefined;

describe('the phone menu, signed in', () => {
  it.each([
    [
      'du',
      'Mein Konto: Bereiche',
      ['Mein Konto', 'Bestellungen', 'Adressen', 'Wunschliste', 'Guthaben', 'Über uns'],
    ],
    ['ar', 'حسابي: الأقسام', ['حسابي', 'الطلبات', 'العناوين', 'قائمة الأمنيات', 'المحفظة']],
  ] as const)(
    'links every account section in %s, marking the open one',
    async (language, label, names) => {
      await renderRemotePage(<MobileMenu open onClose={noop} entries={[]} />, {
        route: '/my-account?tab=wallet',
        path: '/my-account',
        language,
        namespaces: ['translation'],
        session: { user },
      });
      const sections = within(await screen.findByRole('navigation', { name: label }));
      const links = sections.getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual([
        '/my-account?tab=account',
        '/my-account?tab=orders',
        '/my-account?tab=addresses',
        '/my-account?tab=wishlist',
        '/my-account?tab=wallet',
        '/my-account?tab=about',
        '/my-account?tab=vendor',
      ]);
      for (const name of names) expect(sections.getByRole('link', { name })).toBeTruthy();
      expect(links[4]?.getAttribute('aria-current')).toBe('page');
      expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    },
  );

  it('offers sign-in instead to a visitor', async () => {
    await renderRemotePage(<MobileMenu open onClose={noop} entries={[]} />, {
      route: '/',
      namespaces: ['translation'],
      session: 'signed-out',
    });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'My account: sections' })).toBeNull();
  });
});
