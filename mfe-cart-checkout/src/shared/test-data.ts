import type { CheckoutQuote } from '@shop/shared-contracts/api/checkout-quote';
import type { Address, CartItem, Order, User } from '@shop/shared-contracts/api/entities';

export const shopper: User = {
  id: 7,
  name: 'Sam',
  email: 'sam@example.com',
  email_verified_at: null,
  created_at: '2026-01-01T00:00:00Z',
};

export const shoeSeller = {
  id: 2,
  store_name_in_german: 'Schuhhaus',
  store_name_in_arabic: 'بيت الأحذية',
};
export const bagSeller = {
  id: 3,
  store_name_in_german: 'Taschenladen',
  store_name_in_arabic: 'متجر الحقائب',
};

/** A cart item of `vendor` at `price` euros; `stock` 0 makes it out of stock. */
export function cartItem(
  id: number,
  vendor: CartItem['vendor'],
  {
    price = 40,
    quantity = 1,
    stock = 5,
  }: { price?: number; quantity?: number; stock?: number } = {},
): CartItem {
  return {
    id,
    vendor,
    quantity,
    price,
    out_of_stock: stock <= 0,
    product: {
      id: 100 + id,
      name_german: `Artikel ${id}`,
      name_arabic: `منتج ${id}`,
      category_id: 1,
      category: { id: 1, name_german: 'Schuhe', name_arabic: 'أحذية' },
      vendor_id: vendor.id,
      average_rating: 4,
      reviews_count: 1,
      min_price: price,
      max_price: price,
      in_stock: stock > 0,
      images: [],
      variants: [],
      created_at: '2026-01-01T00:00:00Z',
    },
    product_variant: {
      id: 200 + id,
      price,
      stock,
      variant_values: [
        {
          variant_attribute: { id: 2, type: 'select', name_german: 'Größe', name_arabic: 'المقاس' },
          value: 'M',
          name_german: 'M',
          name_arabic: 'M',
        },
      ],
    },
  };
}

export const home: Address = {
  id: 11,
  title: 'Zuhause',
  country_id: 1,
  country: { id: 1, name: 'Deutschland' },
  address: 'Torstraße 1',
  city: 'Berlin',
  postal_code: '10119',
  phone_number: '030 123',
  is_default: 0,
};
export const office: Address = { ...home, id: 12, title: 'Büro', is_default: 1 };

export function quote(overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return {
    lines: [],
    excluded_item_ids: [],
    item_count: 2,
    subtotal: 80,
    shipping_type: 'normal',
    shipping_cost: 10,
    free_shipping_threshold: 100,
    free_shipping_missing: 20,
    coupon: null,
    discount: 0,
    vendor_discounts: [],
    price_after_discount: 90,
    wallet_balance: 0,
    wallet_usage: 0,
    final_price: 90,
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 55,
    order_number: 'ORD-20261123-000055',
    created_at: '2026-11-23T10:00:00Z',
    updated_at: '2026-11-23T10:00:00Z',
    order_status: 'pending',
    payment_status: 'unpaid',
    shipping_type: 'fast',
    shipping_cost: 20,
    total_amount: 80,
    price_after_discount: 100,
    discount: 0,
    coupon_code: null,
    wallet_usage: 0,
    final_price: 100,
    address: home,
    items: [],
    tracking_number: null,
    tracking_carrier: null,
    tracking_history: [],
    ...overrides,
  };
}
