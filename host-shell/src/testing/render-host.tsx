import { QueryClientProvider } from '@shop/shared-platform/query/react-query';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
} from '@shop/shared-platform/router/react-router';
import { ShopThemeProvider } from '@shop/shared-platform/theme/shop-theme-provider';
import { createTestQueryClient } from '@shop/shared-tooling/testing/render-remote-page';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Shows the current URL so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a piece of the shell at `path` inside the host's providers (query client, theme, data
 * router). Whole pages are rendered with the test kit's `renderRemotePage`.
 */
export function renderHost(
  ui: ReactNode,
  { path = '/', queryClient = createTestQueryClient() } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ShopThemeProvider language="en" baseline={false}>
        <RouterProvider router={router} />
      </ShopThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
