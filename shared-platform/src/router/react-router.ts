/**
 * The React Router API the shop uses: the only place a package imports the router from. Shared
 * at run time with the platform (one router context per page), and, unlike sharing
 * `react-router-dom` itself, tree-shaken: the host ships these exports, not the whole library
 * (about 94 KB instead of 196 KB). A page that needs another router export adds it here. The
 * host's server build imports the static handler, router and provider from the library itself
 * (`host-shell/src/server/static-router.ts`): the same module this file re-exports from.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  isRouteErrorResponse,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  Outlet,
  Route,
  type RouteObject,
  RouterProvider,
  Routes,
  redirect,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
