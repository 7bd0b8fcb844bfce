// Marked for the budget check (`scripts/check-budgets.mjs`): the first render of `/` does not ask
// for them (its route does not preload them, see `app/route-table.tsx`).
const loadPageUiFiles = () =>
  Promise.all([
    import(/* after the first render */ '@shop/shared-platform/ui/mui-page'),
    import(/* after the first render */ '@shop/shared-platform/ui/mui-overlays'),
  ]);

let requested = false;

/**
 * Starts the download of the host's page UI files, which remote pages render with: `page-ui`
 * (text fields, cards, dialogs: `ui/mui-page`) and `on-request-ui` (drawers, popovers, lists:
 * `ui/mui-overlays`). A remote page asks for them only once its own code has arrived, one round
 * trip more before it can render. A remote route's loader and a link pointed at ask for them
 * beside the page's code instead; on Lighthouse's slow 4G this moved the largest paint by 0.1 to
 * 0.5 s. Once per page; after a failure, the next call asks again.
 */
export function preloadPageUi(load: () => Promise<unknown> = loadPageUiFiles): void {
  if (requested) return;
  requested = true;
  load().catch(() => {
    requested = false;
  });
}
