import { useTranslation } from '@shop/shared-platform/i18n/react';
import { Link as RouterLink } from '@shop/shared-platform/router/react-router';
import { Box, Button, Typography } from '@shop/shared-platform/ui/mui-core';
import { useCountFormat } from './count-format';
import { canGoTo, pageItems, shownRange } from './pagination';

interface PaginationBarProps {
  current: number;
  last: number;
  perPage: number;
  total: number;
  /** The total is an estimate: "von etwa 12.000". */
  estimated?: boolean | undefined;
  /** The link of a page (the same store state on another page). */
  hrefOf: (page: number) => string;
}

/**
 * Previous, up to five numbered pages with the first, the last and gaps, Next, and "Showing x to
 * y of total results". Pages are links (they open in a new tab too); the current page and the
 * ends' arrows are not.
 */
export function PaginationBar(props: PaginationBarProps) {
  const { current, last, perPage, total, estimated, hrefOf } = props;
  const { t } = useTranslation('catalog');
  const counts = useCountFormat(estimated);
  const { from, to } = shownRange(current, perPage, total);
  const arrow = (page: number, label: string) =>
    canGoTo(page, current, last) ? (
      <Button component={RouterLink} to={hrefOf(page)} size="small">
        {label}
      </Button>
    ) : (
      <Button disabled size="small">
        {label}
      </Button>
    );
  return (
    <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      {last > 1 && (
        <Box
          component="nav"
          aria-label={t('pagination.label')}
          data-pagination
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, justifyContent: 'center' }}
        >
          {arrow(current - 1, t('pagination.previous'))}
          {pageItems(current, last).map((item) =>
            item.kind === 'gap' ? (
              <Box
                key={item.key}
                component="span"
                aria-hidden="true"
                sx={{ px: 1, alignSelf: 'center' }}
              >
                …
              </Box>
            ) : item.page === current ? (
              <Button
                key={item.page}
                variant="contained"
                size="small"
                aria-current="page"
                aria-label={t('pagination.page', { page: item.page })}
                sx={{ minWidth: 40 }}
              >
                {item.page}
              </Button>
            ) : (
              <Button
                key={item.page}
                component={RouterLink}
                to={hrefOf(item.page)}
                size="small"
                aria-label={t('pagination.page', { page: item.page })}
                sx={{ minWidth: 40 }}
              >
                {item.page}
              </Button>
            ),
          )}
          {arrow(current + 1, t('pagination.next'))}
        </Box>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="showing">
        {t('pagination.showing', {
          from: counts.written(from),
          to: counts.written(to),
          total: counts.written(total),
          // The plural form follows the total ("من 4 نتائج", "von 1 Ergebnis").
          count: total,
          ...counts.context,
        })}
      </Typography>
    </Box>
  );
}
