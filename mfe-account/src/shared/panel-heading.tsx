import { Typography } from '@shop/shared-platform/ui/mui-core';
import type { Ref } from 'react';

/**
 * A panel's title: the page's `h1` when the panel is a page of its own (`/orders`), an `h2`
 * inside the account page, whose `h1` is the account's title. With `focusRef` the panel can
 * move keyboard focus to it (when the control that had focus goes away).
 */
export function PanelHeading({
  level,
  children,
  focusRef,
}: {
  level: 1 | 2;
  children: string;
  focusRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Typography
      ref={focusRef}
      tabIndex={focusRef ? -1 : undefined}
      variant={level === 1 ? 'h4' : 'h5'}
      component={`h${level}`}
      gutterBottom
    >
      {children}
    </Typography>
  );
}
