import type { ToastAction, ToastLink } from '@shop/shared-contracts/events/contract';
import { isRtl } from '@shop/shared-contracts/i18n/languages';
import { sameSitePath } from '@shop/shared-contracts/routes';
import { onShopEvent } from '@shop/shared-platform/events/event-bus';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { SHOP_Z_INDEX } from '@shop/shared-platform/theme/create-shop-theme';
import { cspNonce } from '@shop/shared-platform/theme/emotion-caches';
import { useShopLanguage } from '@shop/shared-platform/theme/shop-theme-provider';
import { Close } from '@shop/shared-platform/ui/icons';
import { Button, IconButton, Link } from '@shop/shared-platform/ui/mui-core';
import { useEffect } from 'react';
import { ToastContainer, toast } from 'react-toastify';
import type { ToastRequest } from './toast-queue';
import { useToastFocusReturn } from './use-toast-focus-return';

/** Toasts close after 3 s. */
export const TOAST_AUTO_CLOSE_MS = 3000;

/**
 * A toast offering an action (such as "Undo") stays longer: in 3 s a keyboard user cannot reach
 * its button (Alt+T moves focus to the toasts and pauses them until Escape).
 */
export const ACTION_TOAST_AUTO_CLOSE_MS = 8000;

/** A button's or link's label stays on one line: the toast's narrow body broke "Rückgängig". */
const WHOLE_LABEL = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

/**
 * The message, then its link (opened by the page's router, `navigate`, without a reload) and its
 * action button (e.g. "Undo"; a click anywhere else closes the toast).
 */
function ToastBody({
  message,
  link,
  action,
  navigate,
}: {
  message: string;
  link?: ToastLink;
  action?: ToastAction;
  navigate?: (path: string) => void;
}) {
  const href = sameSitePath(link?.href);
  return (
    <>
      {message}
      {link && href ? (
        <>
          {' '}
          <ToastLinkView href={href} label={link.label} navigate={navigate} />
        </>
      ) : null}
      {action ? (
        <>
          {' '}
          <Button size="small" color="inherit" onClick={action.onAction} sx={WHOLE_LABEL}>
            {action.label}
          </Button>
        </>
      ) : null}
    </>
  );
}

function ToastLinkView({
  href,
  label,
  navigate,
}: {
  href: string;
  label: string;
  navigate?: (path: string) => void;
}) {
  return (
    <Link
      href={href}
      color="inherit"
      sx={{ fontWeight: 'bold', ...WHOLE_LABEL }}
      onClick={(event) => {
        if (!navigate) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {label}
    </Link>
  );
}

/**
 * The page's only toast container; any remote raises a toast with `shop:toast:requested`
 * (message already translated). Toasts sit at the bottom, at the reading direction's end (right,
 * left in Arabic): at the top they covered the product page's title and price, which a shopper
 * reads right after adding it to the cart, and the header's cart and account buttons.
 */
export function ToastHost({
  navigate,
  takeWaiting,
}: {
  navigate?: (path: string) => void;
  /** Toasts requested before this host loaded (see `LazyToastHost`), shown once it listens. */
  takeWaiting?: () => ToastRequest[];
} = {}) {
  const language = useShopLanguage();
  const { t } = useTranslation();
  const returnFocus = useToastFocusReturn();

  useEffect(() => {
    const show = ({ kind, message, link, action }: ToastRequest) => {
      toast(<ToastBody message={message} link={link} action={action} navigate={navigate} />, {
        type: kind,
        autoClose: action ? ACTION_TOAST_AUTO_CLOSE_MS : TOAST_AUTO_CLOSE_MS,
        onClose: returnFocus,
      });
    };
    const stop = onShopEvent('shop:toast:requested', show);
    for (const request of takeWaiting?.() ?? []) show(request);
    return stop;
  }, [navigate, takeWaiting, returnFocus]);

  return (
    <ToastContainer
      position={isRtl(language) ? 'bottom-left' : 'bottom-right'}
      autoClose={TOAST_AUTO_CLOSE_MS}
      rtl={isRtl(language)}
      newestOnTop
      // The timer bar is named "notification timer" in English whatever the language, and
      // react-toastify offers no way to name it: hidden, it is not shown or announced at all.
      hideProgressBar
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
      // The container spans the gaps between its toasts: those let clicks (and the eye) through
      // to the page beneath, only the toasts themselves take the pointer.
      style={{ zIndex: SHOP_Z_INDEX.toast, pointerEvents: 'none' }}
      toastStyle={{ pointerEvents: 'auto' }}
    />
  );
}
