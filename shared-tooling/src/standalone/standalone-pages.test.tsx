import { routesOf } from '@shop/shared-contracts/remotes/remote-manifest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { standalonePages } from './standalone-pages';

const page = (label: string) => () => <h1>{label}</h1>;

afterEach(cleanup);

describe('standalonePages', () => {
  it('routes every manifest route of the remote to the page of its exposed module', () => {
    const pages = standalonePages('cartCheckout', {
      './CartPage': page('cart'),
      './CheckoutPage': page('checkout'),
      './OrderConfirmationPage': page('confirmation'),
    });
    expect(pages.map(({ path }) => path)).toEqual(routesOf('cartCheckout').map(({ path }) => path));
    const cart = pages.find(({ path }) => path === '/card');
    render(cart?.element);
    expect(screen.getByRole('heading').textContent).toBe('cart');
  });

  it('links a route with parameters to an example address', () => {
    const [product] = standalonePages('product', { './ProductPage': page('product') });
    expect(product).toEqual(expect.objectContaining({ path: '/product/:id', link: '/product/1' }));
  });
});
