/**
 * The React Router API the shop uses: the only place a package imports the router from. Shared
 * at run time with the platform (one router context per page), and, unlike sharing
 * `react-router-dom` itself, tree-shaken: the host ships these exports, not the whole library
 * (about 94 KB instead of 196 KB). A page that needs another router export adds it here. The
 * static handler, router and provider are the server render's: here, so both sides share one.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  createStaticHandler,
  createStaticRouter,
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
  StaticRouterProvider,
  useLoaderData,
  useLocation,
  useNavigate,
  useParams,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';
