import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
} from '@shop/shared-platform/router/react-router';
import { ShopThemeProvider } from '@shop/shared-platform/theme/shop-theme-provider';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';

type Store = ReturnType<typeof createStore>;

/** Shows the current URL so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `path` inside the host's providers (jotai store, theme, data router). */
export function renderHost(
  ui: ReactNode,
  { path = '/', store = createStore() }: { path?: string; store?: Store } = {},
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
    <Provider store={store}>
      <ShopThemeProvider language="en" baseline={false}>
        <RouterProvider router={router} />
      </ShopThemeProvider>
    </Provider>,
  );
  return { ...view, router, store };
}
