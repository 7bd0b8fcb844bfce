import type { Address, Order, Product, User, Variant } from '@shop/shared-contracts/api/entities';

/** Entities as the API answers them, for the component tests of this remote. */
export const testUser: User = {
  id: 7,
  name: 'Sam',
  email: 'sam@example.com',
  email_verified_at: null,
  created_at: '2026-01-01T00:00:00Z',
};

export function testVariant(id: number, color: string, stock = 5, price = 20): Variant {
  return {
    id,
    price,
    stock,
    is_out_of_stock: stock === 0,
    attributes: [
      {
        attribute_id: 1,
        type: 'color',
        value: color,
        type_values: { name_german: 'Farbe', name_arabic: 'اللون' },
        name_german: color === '#000000' ? 'Schwarz' : 'Blau',
        name_arabic: color === '#000000' ? 'أسود' : 'أزرق',
      },
    ],
  };
}

export function testProduct(id: number, german: string, variants: Variant[]): Product {
  return {
    id,
    name_german: german,
    name_arabic: `منتج ${id}`,
    description_german: '',
    description_arabic: '',
    category_id: 1,
    category: { id: 1, name_german: 'Schuhe', name_arabic: 'أحذية' },
    vendor_id: 1,
    average_rating: 4,
    reviews_count: 1,
    min_price: variants[0]?.price ?? 20,
    images: [{ id: 1, image: 'p.svg', url: 'http://api.test/storage/p.svg', color: null }],
    variants,
    created_at: '2026-01-01T00:00:00Z',
  };
}

export function testAddress(id: number, overrides: Partial<Address> = {}): Address {
  return {
    id,
    title: 'Zuhause',
    type: 'home',
    country_id: 1,
    country: { id: 1, name: 'Deutschland' },
    address: `Allee ${id}`,
    city: 'Berlin',
    postal_code: '10115',
    phone_number: '030123456',
    is_default: 0,
    ...overrides,
  };
}

export function testOrder(id: number, overrides: Partial<Order> = {}): Order {
  const product = testProduct(100 + id, `Sneaker ${id}`, [testVariant(500 + id, '#1e88e5')]);
  return {
    id,
    order_number: `ORD-20261101-00000${id}`,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    order_status: 'pending',
    payment_status: 'unpaid',
    shipping_type: 'normal',
    shipping_cost: 10,
    total_amount: 40,
    price_after_discount: 50,
    discount: 0,
    coupon_code: null,
    wallet_usage: 0,
    final_price: 50,
    address: testAddress(1),
    items: [
      {
        id: id * 10,
        unit_price: 20,
        quantity: 2,
        subtotal: 40,
        product,
        product_variant: { id: 500 + id, price: 20, stock: 5, variant_values: [] },
      },
    ],
    tracking_number: null,
    tracking_carrier: null,
    tracking_history: [],
    ...overrides,
  };
}
