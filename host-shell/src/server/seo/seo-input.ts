import type { Product, Vendor } from '@shop/shared-contracts/api/entities';
import type { Language } from '@shop/shared-contracts/i18n/languages';

/**
 * The product page's data as the server render has it: the product (`GET /v1/products/{id}`)
 * and, when loaded, its seller (`GET /v1/vendors/{id}`), which names the brand and the offer's
 * seller. A plain `Product` is accepted too.
 */
export type ProductDetails = Product & { vendor?: Vendor | null };

/** A store category with its ancestors, root first (the breadcrumb's path). */
export interface CategoryPath {
  id: number;
  name: string;
  parents: { id: number; name: string }[];
}

/** What `pageHead` needs to describe one page. */
export interface SeoInput {
  /** e.g. `/product/12`. */
  pathname: string;
  /** e.g. `?lang=ar&page=2` (`''` if none). */
  search: string;
  /** e.g. `https://shop.example`. */
  origin: string;
  language: Language;
  /** i18next `t` of the host's namespace, with interpolation escaping off (`pageHead` escapes). */
  t: (key: string, options?: Record<string, unknown>) => string;
  /** 200, or 404 for an unknown route or product. */
  status: number;
  /** On `/product/:id`. */
  product?: ProductDetails;
  /** On `/store?category_id=` (and on a product page, its category's path when known). */
  category?: CategoryPath;
  /** Base URL of image paths, to make picture URLs absolute. */
  storageBaseUrl: string;
}
