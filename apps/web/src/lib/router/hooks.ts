import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, RouteErrorContext, useLocation, useRouter } from './contexts';
import type { NavigateOptions, Params, To } from './types';

export { useLocation };

// The hooks the app's screens read the router through.

/** The current route's `:params` (decoded); empty outside a route. */
export function useParams(): Params {
  useRouter();
  return useContext(RouteContext)?.match.params ?? {};
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** A stable function that navigates: a path (relative to the current location) or a history step (-1). */
export function useNavigate(): NavigateFunction {
  const router = useRouter();
  return useCallback<NavigateFunction>((to, options) => void router.navigate(to, options), [router]);
}

export type SearchParamsInit = string | Record<string, string> | URLSearchParams | Array<[string, string]>;

/** The query string as URLSearchParams, and a setter that navigates to the same path with new ones. */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const router = useRouter();
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const init =
        typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next;
      void router.navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [router],
  );
  return [params, setParams];
}

/** The error the enclosing ErrorBoundary shows. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext)?.error;
}
