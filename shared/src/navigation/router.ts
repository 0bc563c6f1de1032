// Every app routes through these re-exports rather than importing
// react-router-dom itself. A package shared through federation is shipped
// whole; bundled inside the shared package it is cut down to what is listed
// here, and still exists once per page. The component routers (BrowserRouter
// with useRoutes) are listed and the data routers are not: they weigh more and
// nothing here uses loaders or actions. Sizes: docs/performance.md.
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useOutletContext,
  useParams,
  useRoutes,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
