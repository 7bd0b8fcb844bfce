import type { RouteDeclaration } from '@shop/shared-contracts/remotes/route-declaration';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { standalonePages } from './standalone-pages';

const page = (label: string) => () => <h1>{label}</h1>;
const route = <M extends `./${string}`>(path: `/${string}`, module: M) =>
  ({
    path,
    module,
    titleKey: null,
    session: 'none',
    indexed: true,
    pageUiAhead: true,
  }) as const satisfies RouteDeclaration;

afterEach(cleanup);

describe('standalonePages', () => {
  it("routes every route of the remote's declaration to the page of its module", () => {
    const routes = [route('/card', './CartPage'), route('/checkout', './CheckoutPage')] as const;
    const pages = standalonePages(routes, {
      './CartPage': page('cart'),
      './CheckoutPage': page('checkout'),
    });
    expect(pages.map(({ path }) => path)).toEqual(['/card', '/checkout']);
    const cart = pages.find(({ path }) => path === '/card');
    render(cart?.element);
    expect(screen.getByRole('heading').textContent).toBe('cart');
  });

  it('links a route with parameters to an example address', () => {
    const routes = [route('/product/:id', './ProductPage')] as const;
    const [product] = standalonePages(routes, { './ProductPage': page('product') });
    expect(product).toEqual(expect.objectContaining({ path: '/product/:id', link: '/product/1' }));
  });
});
