import { sellerRoutes } from '@shop/shared-contracts/routes';
import { SectionNav } from './section-nav';

const LINKS = [
  { to: sellerRoutes.seller(), key: 'nav.dashboard', exact: true },
  { to: sellerRoutes.sellerProducts(), key: 'nav.products' },
  { to: sellerRoutes.sellerOrders(), key: 'nav.orders' },
  { to: sellerRoutes.sellerReturns(), key: 'nav.returns' },
  { to: sellerRoutes.sellerCoupons(), key: 'nav.coupons' },
  { to: sellerRoutes.sellerStatements(), key: 'nav.statements' },
  { to: sellerRoutes.sellerStore(), key: 'nav.store' },
];

/** The seller center's sections. */
export function SellerNav() {
  return <SectionNav label="nav.label" links={LINKS} />;
}
