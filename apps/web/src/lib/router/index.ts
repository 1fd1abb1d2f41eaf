// Our router (ADR 0010): the part of React Router's API the app uses, with the same names and meaning,
// around the route manifest. Import it as '@/lib/router'.
export { createBrowserRouter, createMemoryRouter, createRouter } from './create-router';
export { isRouteErrorResponse, type ErrorResponse } from './error-response';
export { useLocation, useNavigate, useParams, useRouteError, useSearchParams } from './hooks';
export type { NavigateFunction, SearchParamsInit } from './hooks';
export { Link, Navigate, NavLink, type LinkProps, type NavigateProps, type NavLinkProps } from './link';
export { loadRouteModules } from './load-routes';
export { matchPath, type PathMatch, type PathPattern } from './match-path';
export { matchRoutes } from './match-routes';
export { createPath, parsePath } from './path';
export { Outlet, RouterProvider } from './router-provider';
export { ScrollRestoration } from './scroll-restoration';
export { createStaticRouter } from './static-router';
export { useBlocker } from './use-blocker';
export type * from './types';
