/**
 * Query keys of resources that several packages show (the header badge, the cart page and the
 * checkout all show the cart). Every package that reads one of these resources uses the key from
 * here, so one invalidation refreshes every view of it and one page never holds two copies.
 * A resource only one remote shows keeps its key beside its API file in that remote.
 */
export const categoriesKey = ['categories'] as const;
export const cartKey = ['cart'] as const;
export const wishlistKey = ['wishlist'] as const;
export const profileKey = ['profile'] as const;

/**
 * Resources that belong to the signed-in shopper: they are dropped when the session ends and
 * fetched again when a new one starts, so one shopper never sees another's cart.
 */
export const SESSION_QUERY_KEYS = [cartKey, wishlistKey, profileKey] as const;
