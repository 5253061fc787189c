// What the apps share as `react-router-dom`: only the names they use, taken from react-router
// itself. A shared module is loaded whole, so sharing the package would ship all of React
// Router 7 (data routers, loaders, forms, server helpers) to every page; re-exporting these names
// lets webpack leave the rest out. It is still one module under the `react-router-dom` key, a
// singleton: one router and one context per page, the shell's router driving the remotes.
// A name used by an app but missing here fails the test beside this file.
export {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  useHref,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
