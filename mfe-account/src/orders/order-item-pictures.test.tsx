import type { Order, OrderItem, Paginated } from '@shop/shared-contracts/api/entities';
import { apiHandler, setupApiServer } from '@shop/shared-tooling/testing/api-server';
import { renderRemotePage } from '@shop/shared-tooling/testing/render-remote-page';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testOrder, testUser } from '../shared/test-data';
import OrdersPage from './orders-page';

const server = setupApiServer();

/** An order of `count` different products, each with its own picture (the fourth with none). */
function orderOf(count: number): Order {
  const base = testOrder(1);
  const [first] = base.items as [OrderItem];
  const items = Array.from({ length: count }, (_, index) => ({
    ...first,
    id: 10 + index,
    product: {
      ...first.product,
      id: 100 + index,
      name_german: `Sneaker ${index + 1}`,
      images:
        index === 3
          ? []
          : [
              {
                id: index,
                image: `p${index}.svg`,
                url: `http://api.test/p${index}.svg`,
                color: null,
              },
            ],
    },
  }));
  return { ...base, items };
}

async function openOrders(order: Order, language: 'du' | 'ar' | 'en' = 'du') {
  const page: Paginated<Order> = {
    data: [order],
    current_page: 1,
    last_page: 1,
    total: 1,
    per_page: 15,
  };
  server.use(apiHandler('GET /v1/orders', () => page));
  const view = await renderRemotePage(<OrdersPage />, {
    route: '/orders',
    path: '/orders',
    language,
    namespaces: ['account'],
    session: { user: testUser },
  });
  const card = await screen.findByRole('article', { name: order.order_number });
  return { card: within(card), unmount: view.unmount };
}

describe("an order card's item pictures", () => {
  it('shows each item’s picture, named after its product, before the card is opened', async () => {
    const { card } = await openOrders(orderOf(2));
    const pictures = card.getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('alt'))).toEqual([
      'Sneaker 1',
      'Sneaker 2',
    ]);
    expect(pictures[0]?.getAttribute('src')).toBe('http://api.test/p0.svg');
  });

  it('shows four and counts the rest, in each language', async () => {
    const { card, unmount } = await openOrders(orderOf(7));
    // The fourth product has no picture: a named placeholder stands in; "+3" names the rest.
    expect(
      card
        .getAllByRole('img')
        .map((picture) => picture.getAttribute('aria-label') ?? picture.getAttribute('alt')),
    ).toEqual(['Sneaker 1', 'Sneaker 2', 'Sneaker 3', 'Sneaker 4', '3 weitere Artikel']);
    expect(card.getByRole('img', { name: 'Sneaker 4' }).tagName).not.toBe('IMG');
    expect(card.getByRole('img', { name: '3 weitere Artikel' }).textContent).toBe('+3');
    unmount();
    const arabic = await openOrders(orderOf(6), 'ar');
    expect(arabic.card.getByRole('img', { name: 'قطعتان أخريان' }).textContent).toBe('+2');
    arabic.unmount();
    const english = await openOrders(orderOf(5), 'en');
    expect(english.card.getByRole('img', { name: 'One more item' }).textContent).toBe('+1');
  });
});
