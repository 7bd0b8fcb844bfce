/**
 * Query keys of resources that several packages show (the header badge, the cart page and the
 * checkout all show the cart). Every package that reads one of these resources uses the key from
 * here, so one invalidation refreshes every view of it and one page never holds two copies.
 * A resource only one remote shows keeps its key beside its API file in that remote, unless it
 * belongs to the signed-in shopper: every such key is listed in `SESSION_QUERY_KEYS` below.
 */
export const categoriesKey = ['categories'] as const;
/** The shop's configuration screens show (`GET /v1/shop-settings`): header banner, product page. */
export const shopSettingsKey = ['shop-settings'] as const;
export const cartKey = ['cart'] as const;
export const wishlistKey = ['wishlist'] as const;
export const profileKey = ['profile'] as const;
/** The shopper's addresses (the account's address book and the checkout's address choice). */
export const addressesKey = ['addresses'] as const;
/** Every list of the shopper's orders, whatever its search, filter or page. */
export const ordersKey = ['orders'] as const;
/** The wallet's balance and its transactions. */
export const walletKey = ['wallet'] as const;
/** The shopper's latest vendor application (only the account shows it). */
export const vendorApplicationKey = ['vendor-application'] as const;
/** Everything of the signed-in vendor's seller center (store, products, shipments, dashboard). */
export const sellerKey = ['seller'] as const;
/** Everything the operator's back office reads (applications, their files, vendors). */
export const operatorKey = ['operator'] as const;
/**
 * One product with its variants, pictures and descriptions (`GET /v1/products/{id}`): the product
 * page reads it, a product card pointed at or focused fetches it ahead of the click.
 */
export const productKey = (id: number) => ['product', id] as const;
/**
 * A seller with its card's figures (`GET /v1/vendors/{id}`): the product page loads it, and the
 * host's server render reads it for the page's JSON-LD seller and brand.
 */
export const vendorKey = (id: number) => ['vendor', id] as const;

/**
 * Resources that belong to the signed-in shopper: they are dropped when the session ends and
 * fetched again when a new one starts, so one shopper never sees another's cart (or vendor
 * application) on a page where they signed in after someone else. A remote's query of the
 * shopper's data either uses one of these keys or puts the shopper's id into its key.
 */
export const SESSION_QUERY_KEYS = [
  cartKey,
  wishlistKey,
  profileKey,
  addressesKey,
  ordersKey,
  walletKey,
  vendorApplicationKey,
  sellerKey,
  operatorKey,
] as const;
