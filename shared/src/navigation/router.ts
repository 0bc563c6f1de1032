// Every app routes through these re-exports rather than importing
// react-router-dom itself. A package shared through federation is shipped
// whole (61 KB gzip for react-router); bundled inside the shared package it is
// cut down to what is listed here, and still exists once per page.
export {
  createBrowserRouter,
  createMemoryRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
  type RouteObject,
} from 'react-router-dom';
