import type { CartItem } from '@shop/shared-contracts/api/entities';
import { atom } from 'jotai';

export type FetchStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface CartState {
  items: CartItem[];
  status: FetchStatus;
}

export const cartAtom = atom<CartState>({ items: [], status: 'idle' });

/** Total quantity of the cart (what the header badge counts). */
export const cartCountAtom = atom((get) =>
  get(cartAtom).items.reduce((sum, item) => sum + item.quantity, 0),
);
