import { Button, type ButtonProps, CircularProgress } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** True while the form's request runs: the button ignores presses and shows a spinner. */
  busy: boolean;
  /** The label, e.g. "Sign in". */
  children: ReactNode;
  /** The label while busy, e.g. "Signing in...". */
  busyLabel: ReactNode;
}

/**
 * A form's full-width submit button; it cannot be pressed twice while the request runs. Busy, it
 * is marked unavailable (`aria-disabled`, `aria-busy`) and cancels the press, which also cancels
 * a submit by Enter in a field; it is not disabled, because a disabled button drops the keyboard
 * focus of the shopper who has just pressed it.
 */
export function SubmitButton({
  busy,
  children,
  busyLabel,
  disabled,
  onClick,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      {...props}
      type="submit"
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
