import type { User } from '@shop/shared-contracts/api/entities';
import { setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountLinks } from './account-links';

setupApiServer();
const shopper: User = {
  id: 7,
  name: 'Sam',
  email: 's@x.de',
  email_verified_at: null,
  created_at: '',
};

const show = (user: User, language: 'en' | 'du' | 'ar' = 'en') =>
  renderRemotePage(<AccountLinks />, {
    route: '/',
    language,
    namespaces: ['translation'],
    session: { user },
  });

const link = (name: string) => screen.queryByRole('link', { name });

describe('the account links of staff', () => {
  it('lead an operator to the back office and nowhere else', async () => {
    await show({ ...shopper, role: 'operator', vendor_id: null });
    expect(link('Back office')?.getAttribute('href')).toBe('/back-office');
    expect(link('Seller center')).toBeNull();
  });

  it('lead a vendor to the seller center, in German and Arabic too', async () => {
    await show({ ...shopper, role: 'shopper', vendor_id: 3 }, 'du');
    expect(link('Verkäuferbereich')?.getAttribute('href')).toBe('/seller');
    expect(link('Backoffice')).toBeNull();
  });

  it('say it in Arabic', async () => {
    await show({ ...shopper, role: 'operator', vendor_id: 3 }, 'ar');
    expect(link('لوحة الإدارة')?.getAttribute('href')).toBe('/back-office');
    expect(link('مركز البائع')?.getAttribute('href')).toBe('/seller');
  });

  it('show neither to a shopper', async () => {
    await show({ ...shopper, role: 'shopper', vendor_id: null });
    expect(link('My account')).not.toBeNull();
    expect(link('Back office')).toBeNull();
    expect(link('Seller center')).toBeNull();
  });

  it('show nothing extra for a user from an older API without the fields', async () => {
    await show(shopper);
    expect(link('My account')).not.toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
