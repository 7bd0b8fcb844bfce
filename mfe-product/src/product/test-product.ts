import type { Product, Variant, VariantAttribute } from '@shop/shared-contracts/api/entities';

const color = (value: string, german: string, arabic: string): VariantAttribute => ({
  attribute_id: value.length,
  type: 'color',
  value,
  type_values: { name_german: 'Farbe', name_arabic: 'اللون' },
  name_german: german,
  name_arabic: arabic,
});
const size = (value: string): VariantAttribute => ({
  attribute_id: 100 + value.length,
  type: 'select',
  value,
  type_values: { name_german: 'Größe', name_arabic: 'المقاس' },
  name_german: `Größe ${value}`,
  name_arabic: `مقاس ${value}`,
});

export const BLUE = color('#1e88e5', 'Blau', 'أزرق');
export const RED = color('#e53935', 'Rot', 'أحمر');

const variant = (
  id: number,
  attributes: VariantAttribute[],
  stock: number,
  price = 20,
): Variant => ({
  id,
  price,
  stock,
  is_out_of_stock: stock <= 0,
  attributes,
});

/**
 * A jacket in blue (S sold out, M, no L) and red (S sold out, L): every case of the variant rules.
 */
export const jacket: Product = {
  id: 7,
  name_german: 'Regenjacke',
  name_arabic: 'سترة مطر',
  description_german: 'Wasserdicht <b>und</b> leicht.',
  description_arabic: 'مقاومة للماء وخفيفة.',
  category_id: 3,
  category: { id: 3, name_german: 'Jacken', name_arabic: 'سترات' },
  vendor_id: 2,
  average_rating: 4.5,
  reviews_count: 2,
  min_price: 20,
  images: [
    { id: 1, image: 'p/blue.jpg', url: 'http://api.test/storage/p/blue.jpg', color: '#1e88e5' },
    { id: 2, image: 'p/side.jpg', url: 'http://api.test/storage/p/side.jpg', color: null },
    { id: 3, image: 'p/red.jpg', url: 'http://api.test/storage/p/red.jpg', color: '#E53935' },
  ],
  variants: [
    variant(11, [BLUE, size('S')], 0),
    variant(12, [BLUE, size('M')], 3, 24.5),
    variant(21, [RED, size('S')], 0),
    variant(22, [RED, size('L')], 5, 29.9),
  ],
  created_at: '2026-11-01T10:00:00Z',
};
