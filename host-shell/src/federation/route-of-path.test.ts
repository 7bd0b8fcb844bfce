import { describe, expect, it } from 'vitest';
import { matchesRoutePattern, routeOfPath } from './route-of-path';

describe('matchesRoutePattern', () => {
  it('matches static segments, a parameter per segment and the home page', () => {
    expect(matchesRoutePattern('/signin', '/signin')).toBe(true);
    expect(matchesRoutePattern('/product/:id', '/product/42')).toBe(true);
    expect(matchesRoutePattern('/profile/addresses', '/profile/addresses')).toBe(true);
    expect(matchesRoutePattern('/', '/')).toBe(true);
  });

  it('allows a trailing slash and other letter case, as the router does', () => {
    expect(matchesRoutePattern('/store', '/store/')).toBe(true);
    expect(matchesRoutePattern('/store', '/Store')).toBe(true);
  });

  it('refuses other lengths and other segments', () => {
    expect(matchesRoutePattern('/product/:id', '/product')).toBe(false);
    expect(matchesRoutePattern('/product/:id', '/product/4/reviews')).toBe(false);
    expect(matchesRoutePattern('/', '/store')).toBe(false);
    expect(matchesRoutePattern('/card', '/cart')).toBe(false);
  });
});

describe('routeOfPath', () => {
  const routes = [
    { path: '/', name: 'home' },
    { path: '/product/:id', name: 'product' },
  ];

  it('finds the route of a path, or none', () => {
    expect(routeOfPath('/product/7', routes)?.name).toBe('product');
    expect(routeOfPath('/', routes)?.name).toBe('home');
    expect(routeOfPath('/terms', routes)).toBeNull();
  });
});
