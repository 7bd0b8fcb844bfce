import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink, useLocation } from '@shop/shared-platform/router/react-router';
import { Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';

export interface SectionLink {
  to: string;
  /** Key of its text in the `seller` namespace. */
  key: string;
  /** Current only on this very address; otherwise also on the addresses below it. */
  exact?: boolean;
}

/**
 * The links between the sections of the seller center or of the back office, the current one
 * marked; wraps on a narrow screen instead of scrolling sideways.
 */
export function SectionNav({ label, links }: { label: string; links: readonly SectionLink[] }) {
  const { t } = useTranslation('seller');
  const { pathname } = useLocation();
  const current = ({ to, exact }: SectionLink) =>
    exact ? pathname === to : pathname.startsWith(to);
  return (
    <Box
      component="nav"
      aria-label={t(label)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {links.map((link) => (
        <Button
          key={link.to}
          component={RouterLink}
          to={link.to}
          size="small"
          variant={current(link) ? 'contained' : 'outlined'}
          aria-current={current(link) ? 'page' : undefined}
        >
          {t(link.key)}
        </Button>
      ))}
    </Box>
  );
}

/** A seller center or back office page's heading, from its key in the `seller` namespace. */
export function PageHeading({ title }: { title: string }) {
  const { t } = useTranslation('seller');
  return (
    <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
      {t(title)}
    </Typography>
  );
}
