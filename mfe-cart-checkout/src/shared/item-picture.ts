import type { CartItem, ProductImage } from '@shop/shared-contracts/api/entities';
import { imageUrl } from '@shop/shared-platform/runtime/runtime-config-store';

/** The picture of the chosen colour when there is one, else the product's first picture. */
export function itemPicture(item: {
  product: { images: ProductImage[] };
  product_variant: CartItem['product_variant'];
}): string {
  const color = item.product_variant.variant_values.find(
    (value) => value.variant_attribute.type === 'color',
  )?.value;
  const images = item.product.images;
  const picture = images.find((image) => color && image.color === color) ?? images[0];
  return picture?.url ?? imageUrl(picture?.image);
}
