import { isRtl } from '@shop/shared-contracts/i18n/languages';
import { onShopEvent } from '@shop/shared-platform/events/event-bus';
import { SHOP_Z_INDEX } from '@shop/shared-platform/theme/create-shop-theme';
import { useShopLanguage } from '@shop/shared-platform/theme/shop-theme-provider';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';

/** Spec §9: toasts close after 3 s. */
export const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * The page's only toast container; any remote raises a toast with `shop:toast:requested`
 * (message already translated). Spec §2 places toasts top-right, in Arabic too.
 */
export function ToastHost() {
  const language = useShopLanguage();

  useEffect(
    () =>
      onShopEvent('shop:toast:requested', ({ kind, message }) => {
        toast(message, { type: kind });
      }),
    [],
  );

  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      rtl={isRtl(language)}
      newestOnTop
      style={{ zIndex: SHOP_Z_INDEX.toast }}
    />
  );
}
