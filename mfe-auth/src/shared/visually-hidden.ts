import type { SxProps, Theme } from '@shop/shared-platform/ui/mui-core';

/** Text for screen readers only (e.g. whether a password rule is met). */
export const visuallyHiddenSx: SxProps<Theme> = {
  position: 'absolute',
  // In sx a bare 1 means 100%: the hidden text would widen the page.
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
