import { onShopEvent } from '@shop/shared-contracts/events/event-bus';
import { isRtl } from '@shop/shared-contracts/i18n/languages';
import { SHOP_Z_INDEX } from '@shop/shared-contracts/theme/create-shop-theme';
import { useShopLanguage } from '@shop/shared-contracts/theme/shop-theme-provider';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';

/** Toasts close after 3 s. */
export const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * The page's only toast container; any remote raises a toast with `shop:toast:requested`
 * (message already translated). Toasts sit top-right, in Arabic too.
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
