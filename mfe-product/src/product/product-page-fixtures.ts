import type { ProductSummary, Review, User } from '@shop/shared-contracts/api/entities';
import type { ReviewPage, VendorProfile } from '@shop/shared-contracts/api/product-details';
import { apiHandler } from '@shop/shared-tooling/testing/api-server';
import { jacket } from './test-product';

/** The signed-in shopper of the product page's tests. */
export const shopper: User = {
  id: 5,
  name: 'Sara Shopper',
  email: 'sara@example.com',
  email_verified_at: null,
  created_at: '2026-01-01T00:00:00Z',
};

/** The free-delivery threshold the tests' settings name (euro). */
export const FREE_DELIVERY_FROM = 49.9;

export const seller: VendorProfile = {
  id: 2,
  store_logo: 'seed/vendors/2.svg',
  store_logo_url: 'http://api.test/storage/seed/vendors/2.svg',
  store_name_in_german: 'Hamburger Schuhmanufaktur',
  store_name_in_arabic: 'مشغل هامبورغ',
  address: 'Mönckebergstraße 12, 20095 Hamburg',
  city: 'Hamburg',
  member_since: '2024-03-15T10:00:00Z',
  average_rating: 4.25,
  reviews_count: 12,
  products_count: 7,
};

export const review = (id: number, rating: number, text: string, verified = false): Review => ({
  id,
  product_id: jacket.id,
  user: { name: `Kundin ${id}` },
  rating,
  review: text,
  created_at: '2026-11-20T09:00:00Z',
  verified_purchase: verified,
});

export function reviewPage(
  reviews: Review[],
  page = 1,
  lastPage = 1,
  total = reviews.length,
): ReviewPage {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const item of reviews) distribution[item.rating as 1 | 2 | 3 | 4 | 5] += 1;
  const sum = reviews.reduce((all, item) => all + item.rating, 0);
  return {
    data: reviews,
    current_page: page,
    last_page: lastPage,
    total,
    per_page: 5,
    average_rating: reviews.length ? sum / reviews.length : 0,
    distribution,
  };
}

const relatedCoat: ProductSummary = {
  ...jacket,
  id: 8,
  name_german: 'Wintermantel',
  name_arabic: 'معطف شتوي',
  // Sold out, in sizes of different prices: its tile says both.
  max_price: 35,
  in_stock: false,
  variants: [],
};

type ProductAnswer = Parameters<typeof apiHandler<'GET /v1/products/{id}'>>[1];

/** The answers a product page needs, for the jacket unless `product` answers otherwise. */
export const productPageHandlers = (
  product: ProductAnswer = () => jacket,
  reviews: Review[] = [review(1, 5, 'Super Jacke', true), review(2, 4, 'Gut')],
) => [
  // Before the product's handler, whose `/v1/products/:id` would also match `/search`.
  apiHandler('GET /v1/products/search', () => ({
    products: {
      data: [{ ...jacket, max_price: 29.9, in_stock: true }, relatedCoat].map((item) => ({
        ...item,
        variants: [],
      })),
      current_page: 1,
      last_page: 1,
      total: 2,
      per_page: 5,
    },
    filters: {
      categories: [],
      colors: [],
      color_options: [],
      sizes: [],
      price_range: { min: 0, max: 100000 },
      sort_options: [],
    },
    facets: { categories: [], colors: [], sizes: [] },
  })),
  apiHandler('GET /v1/products/{id}', product),
  apiHandler('GET /v1/vendors/{id}', () => seller),
  // A threshold other than the default, so a page showing the default would be caught.
  apiHandler('GET /v1/shop-settings', () => ({ free_shipping_threshold: FREE_DELIVERY_FROM })),
  apiHandler('POST /v1/products/reviews', () => reviewPage(reviews)),
  // A signed-in shopper who has not reviewed the product yet.
  apiHandler('POST /v1/products/my-review', () => null),
  // Nor saved it.
  apiHandler('GET /v1/wishlist', () => []),
];
