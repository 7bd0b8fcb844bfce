import type { Variant } from '@shop/shared-contracts/api/entities';
import { localizedName } from '@shop/shared-contracts/format/localized';

/** "Farbe: Blau · Größe: M": the variant's attributes in the interface language. */
export function variantLabel(variant: Variant, lng: string): string {
  return variant.attributes
    .map(
      (attribute) =>
        `${localizedName(attribute.type_values, lng)}: ${localizedName(attribute, lng)}`,
    )
    .join(' · ');
}

export const inStockVariants = (variants: Variant[]) =>
  variants.filter((variant) => !variant.is_out_of_stock && variant.stock > 0);
