import type {
  Category,
  HomeProductGroups,
  ProductSearchResult,
  ProductSummary,
  SearchFilters,
} from '@shop/shared-contracts/api/entities';

/** A product summary as the API sends it; `overrides` change what a test is about. */
export function productSummary(
  id: number,
  overrides: Partial<ProductSummary> = {},
): ProductSummary {
  return {
    id,
    name_german: `Kleid ${id}`,
    name_arabic: `فستان ${id}`,
    category_id: 11,
    category: { id: 11, name_german: 'Kleider', name_arabic: 'فساتين' },
    vendor_id: 1,
    average_rating: 3.6,
    reviews_count: 4,
    min_price: 19.9,
    max_price: 19.9,
    in_stock: true,
    images: [
      { id, image: `seed/${id}.svg`, url: `http://api.test/storage/seed/${id}.svg`, color: null },
    ],
    variants: [
      { id: id * 10, price: 19.9, stock: 5, is_out_of_stock: false, color: '#e53935', size: 'M' },
    ],
    created_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

export const vocabulary: SearchFilters = {
  categories: [
    {
      id: 1,
      name_german: 'Mode',
      name_arabic: 'أزياء',
      subcategories: [
        { id: 11, name_german: 'Kleider', name_arabic: 'فساتين' },
        { id: 12, name_german: 'Hosen', name_arabic: 'سراويل' },
      ],
    },
    { id: 2, name_german: 'Schuhe', name_arabic: 'أحذية', subcategories: [] },
  ],
  colors: ['#e53935', '0xFF1e88e5', 'not-a-colour'],
  color_options: [
    { value: '#e53935', name_german: 'Rot', name_arabic: 'أحمر' },
    { value: '0xFF1e88e5', name_german: 'Blau', name_arabic: 'أزرق' },
  ],
  sizes: [
    { value: 'M', name_german: 'M', name_arabic: 'M' },
    { value: 'XL', name_german: 'XL', name_arabic: 'XL' },
  ],
  price_range: { min: 5, max: 300 },
  sort_options: [
    { key: 'newest', name_german: 'Neueste zuerst', name_arabic: 'الأحدث أولاً' },
    { key: 'best_selling', name_german: 'Meistverkauft', name_arabic: 'الأكثر مبيعاً' },
  ],
};

/** A search answer: `total` products, 15 a page, the page's products numbered from its start. */
export function searchResult(page: number, total: number): ProductSearchResult {
  const perPage = 15;
  const first = (page - 1) * perPage + 1;
  const count = Math.max(0, Math.min(perPage, total - first + 1));
  return {
    products: {
      data: Array.from({ length: count }, (_, index) => productSummary(first + index)),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / perPage)),
      total,
      per_page: perPage,
    },
    filters: vocabulary,
    facets: {
      categories: [
        { value: 1, count: total },
        { value: 11, count: total },
        { value: 12, count: 0 },
        { value: 2, count: 0 },
      ],
      colors: [
        { value: '#e53935', count: 7 },
        { value: '0xFF1e88e5', count: 0 },
        { value: 'not-a-colour', count: 1 },
      ],
      sizes: [
        { value: 'M', count: 12 },
        { value: 'XL', count: 0 },
      ],
    },
  };
}

const categoryNames = (id: number, german: string, arabic: string) => ({
  id,
  name_german: german,
  name_arabic: arabic,
  slug_german: german.toLowerCase(),
  slug_arabic: arabic,
  image: `categories/${id}.svg`,
});

/** The catalogue's categories: one with a sub-category, three without. */
export const catalogCategories: Category[] = [
  {
    ...categoryNames(1, 'Mode', 'أزياء'),
    sub_categories: [{ ...categoryNames(11, 'Kleider', 'فساتين'), parent_id: 1 }],
  },
  { ...categoryNames(2, 'Schuhe', 'أحذية'), sub_categories: [] },
  { ...categoryNames(3, 'Taschen', 'حقائب'), sub_categories: [] },
  { ...categoryNames(4, 'Uhren', 'ساعات'), sub_categories: [] },
];

/** The home page's three groups, one product each. */
export const homeGroups: HomeProductGroups = {
  best_sellers: [productSummary(1)],
  recently_added: [productSummary(2)],
  for_you: [productSummary(3)],
};
