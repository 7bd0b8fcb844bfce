import { Button, type ButtonProps, CircularProgress } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'children'> {
  /** True while the form's request runs: the button is disabled and shows a spinner. */
  busy: boolean;
  /** The label, e.g. "Sign in". */
  children: ReactNode;
  /** The label while busy, e.g. "Signing in...". */
  busyLabel: ReactNode;
}

/** A form's full-width submit button; it cannot be pressed twice while the request runs. */
export function SubmitButton({ busy, children, busyLabel, disabled, ...props }: SubmitButtonProps) {
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      {...props}
      type="submit"
      disabled={busy || disabled}
      startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
