// The router every part uses, re-exported from react-router so that it loads once, inside the @wl/kit
// singleton, and only what the parts use is shipped (docs/decisions/005). Parts import these from
// '@wl/kit', never from 'react-router' (Biome's rule in biome.json checks it).
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
