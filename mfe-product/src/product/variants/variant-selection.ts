import type {
  Product,
  ProductImage,
  Variant,
  VariantAttribute,
} from '@shop/shared-contracts/api/entities';

/** One attribute a shopper picks (colour, size), with the values the product's variants use. */
export interface AttributeGroup {
  key: string;
  type: VariantAttribute['type'];
  names: VariantAttribute['type_values'];
  values: VariantAttribute[];
}

/** What choosing a value would give: a variant to buy, one that is sold out, or none at all. */
export type OptionState = 'available' | 'sold-out' | 'missing';

export const groupKey = (attribute: VariantAttribute) =>
  `${attribute.type}:${attribute.type_values.name_german}`;

export const isInStock = (variant: Variant) => !variant.is_out_of_stock && variant.stock > 0;

const valueIn = (variant: Variant, key: string) =>
  variant.attributes.find((attribute) => groupKey(attribute) === key)?.value;

export const colorOf = (variant: Variant) =>
  variant.attributes.find((attribute) => attribute.type === 'color')?.value;

/** The attribute groups of the product in the order its variants name them, colour first. */
export function attributeGroups(product: Product): AttributeGroup[] {
  const groups = new Map<string, AttributeGroup>();
  for (const variant of product.variants) {
    for (const attribute of variant.attributes) {
      const key = groupKey(attribute);
      let group = groups.get(key);
      if (!group) {
        group = { key, type: attribute.type, names: attribute.type_values, values: [] };
        groups.set(key, group);
      }
      if (!group.values.some((value) => value.value === attribute.value)) {
        group.values.push(attribute);
      }
    }
  }
  return [...groups.values()].sort(
    (a, b) => Number(b.type === 'color') - Number(a.type === 'color'),
  );
}

const firstInStock = (candidates: Variant[]) => candidates.find(isInStock) ?? candidates[0];

/**
 * The variant a link asks for (`?variant=`), else the product's first variant in stock: opening
 * on a sold-out one told shoppers "Ausverkauft" while other sizes were there. Only when every
 * variant is sold out does the page open on the first one, as the spec has it.
 */
export function initialVariant(product: Product, requested: string | null): Variant | undefined {
  const id = Number(requested);
  return product.variants.find((variant) => variant.id === id) ?? firstInStock(product.variants);
}

/**
 * The variant after the shopper picks `value` in group `key`. A colour gives that colour's first
 * variant in stock (else its first); another attribute keeps the colour and the other choices
 * where such a variant exists, else keeps the colour only. Undefined: no variant has that value
 * with this colour.
 */
export function chooseValue(
  variants: Variant[],
  current: Variant,
  key: string,
  value: string,
): Variant | undefined {
  const withValue = variants.filter((variant) => valueIn(variant, key) === value);
  if (key.startsWith('color:')) return firstInStock(withValue);
  const color = colorOf(current);
  const sameColor = withValue.filter((variant) => colorOf(variant) === color);
  const exact = sameColor.filter((variant) =>
    current.attributes.every(
      (attribute) =>
        groupKey(attribute) === key || valueIn(variant, groupKey(attribute)) === attribute.value,
    ),
  );
  return firstInStock(exact.length ? exact : sameColor);
}

/** Whether picking `value` in group `key` from the current variant can be bought. */
export function optionState(
  variants: Variant[],
  current: Variant,
  key: string,
  value: string,
): OptionState {
  const withValue = variants.filter((variant) => valueIn(variant, key) === value);
  const reachable = key.startsWith('color:')
    ? withValue
    : withValue.filter((variant) => colorOf(variant) === colorOf(current));
  if (!reachable.length) return 'missing';
  return reachable.some(isInStock) ? 'available' : 'sold-out';
}

/** The gallery position of the colour's first picture, or null if none shows that colour. */
export function imageIndexOfColor(images: ProductImage[], color: string | undefined) {
  if (!color) return null;
  const index = images.findIndex((image) => image.color?.toLowerCase() === color.toLowerCase());
  return index >= 0 ? index : null;
}
