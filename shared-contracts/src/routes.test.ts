import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS, routes, sameSitePath } from './routes';

it('builds the shop routes', () => {
  expect(routes.product(7)).toBe('/product/7');
  expect(routes.category(3)).toBe('/category/3');
  expect(routes.cart()).toBe('/card');
  expect(routes.store()).toBe('/store');
  expect(routes.store({ category_id: 4, sort_by: 'newest' })).toBe(
    '/store?category_id=4&sort_by=newest',
  );
  expect(routes.store({ color: ['#fff', '#000'], q: '' })).toBe('/store?color=%23fff&color=%23000');
  expect(routes.orderConfirmation({ order_id: 9 })).toBe('/order-confirmation?order_id=9');
  expect(ROUTE_PATTERNS.addresses).toBe('/profile/addresses');
  expect(ROUTE_PATTERNS.cartAlias).toBe('/cart');
});

describe('sign-in with a page to return to', () => {
  it('carries the wanted page as returnTo', () => {
    expect(routes.signIn()).toBe('/signin');
    expect(routes.signIn('/my-account?tab=orders')).toBe(
      '/signin?returnTo=%2Fmy-account%3Ftab%3Dorders',
    );
  });

  it('accepts only paths on this site', () => {
    expect(sameSitePath('/orders?page=2')).toBe('/orders?page=2');
    for (const foreign of ['https://evil.example', '//evil.example', '/\\evil.example', 'orders']) {
      expect(sameSitePath(foreign)).toBeNull();
    }
    expect(sameSitePath('/\t/evil.example')).toBeNull();
    expect(sameSitePath(null)).toBeNull();
  });
});
