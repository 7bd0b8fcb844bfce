import type { CartItem, CartVendor } from '@shop/shared-contracts/api/entities';

export interface SellerGroup {
  vendor: CartVendor;
  items: CartItem[];
}

/** The cart's items by seller, sellers in the order their first item appears. */
export function groupBySeller(items: readonly CartItem[]): SellerGroup[] {
  const groups = new Map<number, SellerGroup>();
  for (const item of items) {
    const group = groups.get(item.vendor.id);
    if (group) group.items.push(item);
    else groups.set(item.vendor.id, { vendor: item.vendor, items: [item] });
  }
  return [...groups.values()];
}

/** The seller's store name in the interface language. */
export function sellerName(vendor: CartVendor, language: string): string {
  return language === 'du' ? vendor.store_name_in_german : vendor.store_name_in_arabic;
}
