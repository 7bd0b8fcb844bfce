import type { AccountTabId } from '@shop/shared-contracts/routes';
import { LocalShippingOutlined, StorefrontOutlined } from '@shop/shared-platform/ui/icons';
import {
  AccountBalanceWalletOutlined,
  FavoriteBorder,
  HomeOutlined,
  InfoOutlined,
  PersonOutlined,
} from '@shop/shared-platform/ui/page-icons';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export interface AccountTab {
  /** The tab's name in the address: `/my-account?tab=<id>`. */
  id: AccountTabId;
  /** Key of the tab's label in the `account` namespace. */
  labelKey: string;
  icon: ComponentType;
  /** Loaded when the tab first opens, so the page does not carry every tab's code. */
  Panel: LazyExoticComponent<ComponentType>;
}

/**
 * The account page's tabs, in the order the menu shows them (account, orders, addresses,
 * wishlist, wallet, about, vendor). The first is opened when the address names none.
 */
export const ACCOUNT_TABS: readonly AccountTab[] = [
  {
    id: 'account',
    labelKey: 'tabs.account',
    icon: PersonOutlined,
    Panel: lazy(() => import('../profile/profile-panel')),
  },
  {
    id: 'orders',
    labelKey: 'tabs.orders',
    icon: LocalShippingOutlined,
    Panel: lazy(() => import('../orders/orders-panel')),
  },
  {
    id: 'addresses',
    labelKey: 'tabs.addresses',
    icon: HomeOutlined,
    Panel: lazy(() => import('../addresses/addresses-panel')),
  },
  {
    id: 'wishlist',
    labelKey: 'tabs.wishlist',
    icon: FavoriteBorder,
    Panel: lazy(() => import('../wishlist/wishlist-panel')),
  },
  {
    id: 'wallet',
    labelKey: 'tabs.wallet',
    icon: AccountBalanceWalletOutlined,
    Panel: lazy(() => import('../wallet/wallet-panel')),
  },
  {
    id: 'about',
    labelKey: 'tabs.about',
    icon: InfoOutlined,
    Panel: lazy(() => import('../about/about-panel')),
  },
  {
    id: 'vendor',
    labelKey: 'tabs.vendor',
    icon: StorefrontOutlined,
    Panel: lazy(() => import('../vendor/vendor-panel')),
  },
];
