import type { ProductImage } from '@shop/shared-contracts/api/entities';
import type { Language } from '@shop/shared-contracts/i18n/languages';
import type { ProductDetails } from './seo-input';

/** The product's first picture as an absolute URL, or null without pictures. */
export function productImageUrl(product: ProductDetails, storageBaseUrl: string): string | null {
  const image: ProductImage | undefined = product.images[0];
  if (!image) return null;
  if (/^https?:\/\//i.test(image.url)) return image.url;
  try {
    return new URL(image.image.replace(/^\/+/, ''), storageBaseUrl).href;
  } catch {
    return null;
  }
}

/** The lowest price a shopper can pay, as the API's decimal string (`19.90`). */
export function productPrice(product: ProductDetails): string {
  const prices = product.variants.map((variant) => variant.price);
  const lowest = prices.length > 0 ? Math.min(...prices) : product.min_price;
  return lowest.toFixed(2);
}

/** In stock when any variant can be bought now. */
export function productInStock(product: ProductDetails): boolean {
  return product.variants.some((variant) => !variant.is_out_of_stock && variant.stock > 0);
}

/** The seller's store name in the page's language, or null when the seller is not loaded. */
export function sellerName(product: ProductDetails, language: Language): string | null {
  const vendor = product.vendor;
  if (!vendor) return null;
  return language === 'du' ? vendor.store_name_in_german : vendor.store_name_in_arabic;
}
