import { isRtl } from '@shop/shared-contracts/i18n/languages';
import { onShopEvent } from '@shop/shared-platform/events/event-bus';
import { SHOP_Z_INDEX } from '@shop/shared-platform/theme/create-shop-theme';
import { cspNonce } from '@shop/shared-platform/theme/emotion-caches';
import { useShopLanguage } from '@shop/shared-platform/theme/shop-theme-provider';
import { Close } from '@shop/shared-platform/ui/icons';
import { IconButton } from '@shop/shared-platform/ui/mui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ToastContainer, toast } from 'react-toastify';

/** Toasts close after 3 s. */
export const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * The page's only toast container; any remote raises a toast with `shop:toast:requested`
 * (message already translated). Toasts sit top-right, in Arabic too.
 */
export function ToastHost() {
  const language = useShopLanguage();
  const { t } = useTranslation();

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
      // Its stylesheet is a <style> element: allowed by the page's Content-Security-Policy nonce.
      nonce={cspNonce()}
      // The region's name; react-toastify's default is English. Alt+T moves focus to the toasts.
      aria-label={t('toasts.label')}
      // react-toastify's own close button is labelled "close" in English whatever the language.
      closeButton={({ closeToast }) => (
        <IconButton
          size="small"
          color="inherit"
          aria-label={t('toasts.close')}
          onClick={(event) => {
            event.stopPropagation();
            closeToast(true);
          }}
        >
          <Close fontSize="small" />
        </IconButton>
      )}
      style={{ zIndex: SHOP_Z_INDEX.toast }}
    />
  );
}
