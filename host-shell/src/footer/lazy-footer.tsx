import { type ComponentType, lazy, memo, Suspense } from 'react';

/**
 * The footer, in a file of its own (`on-demand-footer`) that is requested with the first render
 * instead of being part of it: it sits below the first screen (every page reserves a screen's
 * height), so the shopper never sees it arrive and nothing moves when it does. Where its file
 * cannot be fetched (offline), the page goes on without a footer rather than failing.
 */
const NoFooter = () => null;

const Footer = lazy(
  (): Promise<{ default: ComponentType }> =>
    import(/* webpackChunkName: "on-demand-footer" */ './footer').then(
      ({ Footer }) => ({ default: Footer }),
      () => ({ default: NoFooter }),
    ),
);

/**
 * Memoised: it has no props, so a render of the shell around it (a text namespace arriving, say)
 * does not reach its boundary. Reached while the boundary still holds the server's footer and the
 * footer's file has not arrived, React would drop that markup for the fallback until it did: the
 * page lost the footer's height for a moment, and a page scrolled to its foot jumped (a press made
 * then landed on whatever had moved under the pointer).
 */
export const LazyFooter = memo(function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
});
