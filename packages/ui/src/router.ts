// The part of react-router the shop uses, and the only way shell and remotes reach it.
// @coffee/ui is a federation singleton, so this keeps one router (one set of contexts) on the
// page while react-router itself is no longer shared: a shared module cannot be tree-shaken, and
// sharing it put all of react-router (~59 KB gzipped) on the first load. Built into ui's shared
// chunk, only these exports and what they need survive. Imported from 'react-router' rather than
// 'react-router-dom', whose index also pulls in react-router/dom (RouterProvider, HydratedRouter).
// Need another export? Add it here; importing react-router elsewhere would bundle a second copy
// with its own contexts. Tests may still import react-router-dom (MemoryRouter etc.).
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
