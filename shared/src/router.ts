/**
 * The router, for every part of the shop, from here only (lint enforces it). Federation cannot tree-shake a shared
 * package, so sharing react-router whole cost ~60 KB gzip on every page; re-exported from this singleton module it
 * is tree-shaken to what the shop uses and still evaluated once per page (ADR 014). Add an export here when a
 * screen needs one. No data router: every router here is a component router (BrowserRouter, MemoryRouter), which
 * leaves react-router's loaders, actions and fetchers out of the page (ADR 017).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type Location,
  type NavigateFunction,
} from 'react-router';
