import { describe, expect, it } from 'vitest';
import { jacket } from '../test-product';
import {
  attributeGroups,
  chooseValue,
  imageIndexOfColor,
  initialVariant,
  optionState,
} from './variant-selection';

const variantById = (id: number) => {
  const found = jacket.variants.find((variant) => variant.id === id);
  if (!found) throw new Error(`no variant ${id}`);
  return found;
};
const [colorKey, sizeKey] = attributeGroups(jacket).map((group) => group.key) as [string, string];

describe('the variant rules', () => {
  it('groups colours first, each value once', () => {
    const groups = attributeGroups(jacket);
    expect(groups.map((group) => group.type)).toEqual(['color', 'select']);
    expect(groups[0]?.values.map((value) => value.value)).toEqual(['#1e88e5', '#e53935']);
    expect(groups[1]?.values.map((value) => value.value)).toEqual(['S', 'M', 'L']);
  });

  it('starts with the first variant in stock, or the one the link names', () => {
    // Variant 11 (blue S) comes first but is sold out.
    expect(initialVariant(jacket, null)?.id).toBe(12);
    expect(initialVariant(jacket, '22')?.id).toBe(22);
    expect(initialVariant(jacket, '11')?.id).toBe(11);
    expect(initialVariant(jacket, '999')?.id).toBe(12);
    expect(initialVariant(jacket, 'abc')?.id).toBe(12);
  });

  it('starts with the first variant when every variant is sold out', () => {
    const soldOut = {
      ...jacket,
      variants: jacket.variants.map((variant) => ({ ...variant, stock: 0, is_out_of_stock: true })),
    };
    expect(initialVariant(soldOut, null)?.id).toBe(11);
  });

  it("a colour selects that colour's first variant in stock, else its first", () => {
    expect(chooseValue(jacket.variants, variantById(11), colorKey, '#e53935')?.id).toBe(22);
    expect(chooseValue(jacket.variants, variantById(22), colorKey, '#1e88e5')?.id).toBe(12);
    const allSoldOut = jacket.variants.map((variant) => ({
      ...variant,
      stock: 0,
      is_out_of_stock: true,
    }));
    expect(chooseValue(allSoldOut, variantById(11), colorKey, '#e53935')?.id).toBe(21);
  });

  it('another attribute keeps the colour and finds the matching variant', () => {
    expect(chooseValue(jacket.variants, variantById(12), sizeKey, 'S')?.id).toBe(11);
    expect(chooseValue(jacket.variants, variantById(22), sizeKey, 'S')?.id).toBe(21);
    expect(chooseValue(jacket.variants, variantById(12), sizeKey, 'L')).toBeUndefined();
  });

  it('shows combinations that do not exist or are sold out as such', () => {
    const blueM = variantById(12);
    expect(optionState(jacket.variants, blueM, sizeKey, 'M')).toBe('available');
    expect(optionState(jacket.variants, blueM, sizeKey, 'S')).toBe('sold-out');
    expect(optionState(jacket.variants, blueM, sizeKey, 'L')).toBe('missing');
    expect(optionState(jacket.variants, blueM, colorKey, '#e53935')).toBe('available');
    const redL = variantById(22);
    expect(optionState(jacket.variants, redL, sizeKey, 'L')).toBe('available');
    expect(optionState(jacket.variants, redL, sizeKey, 'M')).toBe('missing');
  });

  it("finds the colour's picture whatever the case of its hex code", () => {
    expect(imageIndexOfColor(jacket.images, '#1e88e5')).toBe(0);
    expect(imageIndexOfColor(jacket.images, '#e53935')).toBe(2);
    expect(imageIndexOfColor(jacket.images, '#000000')).toBeNull();
    expect(imageIndexOfColor(jacket.images, undefined)).toBeNull();
  });
});
