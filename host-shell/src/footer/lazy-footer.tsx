import { type ComponentType, lazy, Suspense } from 'react';

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

export function LazyFooter() {
  return (
    <Suspense fallback={null}>
      <Footer />
    </Suspense>
  );
}
