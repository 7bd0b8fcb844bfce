import { routes } from '@shop/shared-contracts/routes';
import { cartQuantity, useCart, usePrefetchCart } from '@shop/shared-platform/cart/cart-query';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link } from '@shop/shared-platform/router/react-router';
import { ShoppingCartOutlined } from '@shop/shared-platform/ui/icons';
import { Badge, IconButton } from '@shop/shared-platform/ui/mui-core';
import { cartBadgeLabel } from './cart-badge-label';

export function CartLink() {
  const { t } = useTranslation();
  const { data: items } = useCart();
  const prefetchCart = usePrefetchCart();
  const count = items ? cartQuantity(items) : 0;
  const label = cartBadgeLabel(count);
  // The name holds the number the badge shows (WCAG 2.5.3, label in name): "9+" above the cap.
  const name =
    label === null
      ? t('header.cart')
      : label === String(count)
        ? t('header.cartWithCount', { count })
        : t('header.cartOverCap', { shown: label });
  return (
    <IconButton
      component={Link}
      to={routes.cart()}
      onPointerEnter={prefetchCart}
      onFocus={prefetchCart}
      color="inherit"
      aria-label={name}
    >
      <Badge
        // "9+" must not turn into "+9" in right-to-left text.
        badgeContent={label ? <span dir="ltr">{label}</span> : null}
        color="secondary"
        invisible={label === null}
        data-testid="cart-badge"
      >
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}
