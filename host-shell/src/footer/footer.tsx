import { routes } from '@shop/shared-contracts/routes';
import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, Container, Grid, Link, Stack, Typography } from '@shop/shared-platform/ui/mui-core';
import type { ReactNode } from 'react';

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="nav" aria-label={title}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={1}>{children}</Stack>
    </Box>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} color="inherit" underline="hover" sx={{ opacity: 0.85 }}>
      {children}
    </Link>
  );
}

/**
 * The year in UTC, as the server (in UTC) renders it: a browser in another time zone would
 * disagree for a few hours around New Year and its hydration would find other text.
 */
const copyrightYear = () => new Date().getUTCFullYear();

/** Services, Company and Legal columns pointing at real routes. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ bgcolor: 'grey.900', color: 'grey.100', mt: 6, pt: 5, pb: 3 }}>
      <Container maxWidth="lg">
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800, mb: 1 }}>
              {t('brand.name')}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.8 }}>
              {t('footer.about')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 3 }}>
            <Column title={t('footer.services')}>
              <FooterLink to={routes.store()}>{t('footer.store')}</FooterLink>
              <FooterLink to={routes.categories()}>{t('footer.categories')}</FooterLink>
              <FooterLink to={routes.bestSellers()}>{t('footer.bestSellers')}</FooterLink>
              <FooterLink to={routes.cart()}>{t('footer.cart')}</FooterLink>
            </Column>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 3 }}>
            <Column title={t('footer.company')}>
              <FooterLink to={routes.myAccount()}>{t('footer.myAccount')}</FooterLink>
              <FooterLink to={routes.orders()}>{t('footer.orders')}</FooterLink>
              <FooterLink to={routes.addresses()}>{t('footer.addresses')}</FooterLink>
              <FooterLink to={routes.signUp()}>{t('footer.register')}</FooterLink>
            </Column>
          </Grid>
          <Grid size={{ xs: 12, sm: 4, md: 3 }}>
            <Column title={t('footer.legal')}>
              <FooterLink to={routes.terms()}>{t('footer.terms')}</FooterLink>
              <FooterLink to={routes.privacy()}>{t('footer.privacy')}</FooterLink>
            </Column>
          </Grid>
        </Grid>
        <Typography
          variant="body2"
          sx={{ mt: 4, pt: 2, borderTop: 1, borderColor: 'grey.800', opacity: 0.7 }}
        >
          {t('footer.copyright', { year: copyrightYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
