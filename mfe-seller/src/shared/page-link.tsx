import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Link } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';

/** A link within the shop in the theme's link style (a bare router link is browser blue). */
export function PageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}
