import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Box } from '@shop/shared-platform/ui/mui-core';
import { Pagination } from '@shop/shared-platform/ui/mui-page';

/** The list's pages, when there is more than one. */
export function ListPages(props: { page: number; last: number; onChange: (page: number) => void }) {
  const { t } = useTranslation('seller');
  if (props.last <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={t('list.pages')}
      sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}
    >
      <Pagination
        count={props.last}
        page={props.page}
        onChange={(_event, page) => props.onChange(page)}
        siblingCount={0}
        getItemAriaLabel={(type, page) =>
          type === 'page' ? t('list.page', { page }) : t(`list.${type}`)
        }
      />
    </Box>
  );
}
