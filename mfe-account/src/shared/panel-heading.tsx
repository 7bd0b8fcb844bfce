import { Typography } from '@shop/shared-platform/ui/mui-core';

/**
 * A panel's title: the page's `h1` when the panel is a page of its own (`/orders`), an `h2`
 * inside the account page, whose `h1` is the account's title.
 */
export function PanelHeading({ level, children }: { level: 1 | 2; children: string }) {
  return (
    <Typography variant={level === 1 ? 'h4' : 'h5'} component={`h${level}`} gutterBottom>
      {children}
    </Typography>
  );
}
