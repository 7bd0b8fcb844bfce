import { PRODUCT_LIMITS } from '@shop/shared-contracts/api/marketplace';
import { describe, expect, it } from 'vitest';
import {
  type ProductDraft,
  priceText,
  toProductInput,
  validateProduct,
} from './product-validation';

const draft = (overrides: Partial<ProductDraft> = {}): ProductDraft => ({
  name_german: 'Tasche',
  name_arabic: 'حقيبة',
  description_german: 'Eine Tasche',
  description_arabic: 'حقيبة جميلة',
  category_id: '3',
  variants: [{ key: 'a', color_id: '1', size_id: '', price: '19,90', stock: '5' }],
  ...overrides,
});

describe('product checks before sending', () => {
  it('accepts a complete product and sends numbers (comma decimals too)', () => {
    expect(validateProduct(draft())).toEqual({});
    expect(toProductInput(draft()).variants).toEqual([
      { color_id: 1, size_id: null, price: 19.9, stock: 5 },
    ]);
  });

  it('asks for both languages and a category', () => {
    const errors = validateProduct(
      draft({ name_arabic: ' ', description_german: '', category_id: '' }),
    );
    expect(errors).toEqual({
      name_arabic: 'required',
      description_german: 'required',
      category_id: 'required',
    });
  });

  it('refuses texts over the limits, prices and stock out of range, and a repeated pair', () => {
    const row = { key: 'b', color_id: '1', size_id: '', price: '0', stock: '-1' };
    const errors = validateProduct(
      draft({
        name_german: 'x'.repeat(PRODUCT_LIMITS.nameMax + 1),
        variants: [draft().variants[0] as ProductDraft['variants'][0], row],
      }),
    );
    expect(errors).toEqual({
      name_german: 'too_long',
      'variants.1.price': 'price_range',
      'variants.1.stock': 'stock_range',
      'variants.1.size_id': 'duplicate_variant',
    });
    expect(validateProduct(draft({ variants: [] }))).toEqual({ variants: 'variants_none' });
  });
});

describe('a saved price in the form', () => {
  it('has two decimals in the language, Latin digits and no thousands separator', () => {
    expect(priceText(24.9, 'du')).toBe('24,90');
    expect(priceText(1234.5, 'du')).toBe('1234,50');
    expect(priceText(24.9, 'ar')).toBe('24.90');
  });
});
