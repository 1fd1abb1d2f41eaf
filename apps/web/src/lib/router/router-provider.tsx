import {
  Component,
  startTransition,
  useContext,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  LocationContext,
  RouteContext,
  RouteErrorContext,
  RouterContext,
  RouterStateContext,
} from './contexts';
import type { Location, Router, RouterState } from './types';

// Renders the router's matches, outermost route first: each route's Component shows its child through
// <Outlet>. A route with an ErrorBoundary catches what its subtree throws while rendering, and shows a
// route module that failed to load. The same tree renders on the server (createStaticRouter) and hydrates
// in the browser.

interface BoundaryProps {
  location: Location;
  fallback: ComponentType;
  children: ReactNode;
}

/** Catches render errors below a route; a new location tries the route again. */
class RouteErrorBoundary extends Component<
  BoundaryProps,
  { error: unknown; location: Location; failed: boolean }
> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: undefined, location: props.location, failed: false };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location === state.location
      ? null
      : { error: undefined, failed: false, location: props.location };
  }

  override render() {
    const Fallback = this.props.fallback;
    return this.state.failed ? (
      <RouteErrorContext value={{ error: this.state.error }}>
        <Fallback />
      </RouteErrorContext>
    ) : (
      this.props.children
    );
  }
}

function renderMatches(state: RouterState): ReactNode {
  const { matches, error, location } = state;
  // A route module that failed to load: the nearest boundary at or above it renders instead of its route.
  let boundary = -1;
  if (error) {
    for (let i = Math.min(error.index, matches.length - 1); i >= 0; i--) {
      if (matches[i]?.route.ErrorBoundary) {
        boundary = i;
        break;
      }
    }
    if (boundary < 0) throw error.error;
  }
  let outlet: ReactNode = null;
  for (let i = error ? boundary : matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (!match) continue;
    const { Component: Screen, ErrorBoundary } = match.route;
    let element: ReactNode;
    if (error && i === boundary && ErrorBoundary) {
      element = (
        <RouteErrorContext value={{ error: error.error }}>
          <ErrorBoundary />
        </RouteErrorContext>
      );
    } else {
      element = Screen ? <Screen /> : <Outlet />;
      if (ErrorBoundary) {
        element = (
          <RouteErrorBoundary location={location} fallback={ErrorBoundary}>
            {element}
          </RouteErrorBoundary>
        );
      }
    }
    outlet = <RouteContext value={{ match, outlet }}>{element}</RouteContext>;
  }
  return outlet;
}

/** Where a route shows its child route. */
export function Outlet(): ReactNode {
  return useContext(RouteContext)?.outlet ?? null;
}

export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    // As a transition (React Router does the same): a page that suspends keeps the old one on screen.
    const show = (next: RouterState) => startTransition(() => setState(next));
    const stop = router.subscribe(show);
    // A navigation that finished between the first render and now (the first page's modules loading);
    // the same state as rendered is no update at all.
    show(router.state);
    return stop;
  }, [router]);
  return (
    <RouterContext value={router}>
      <RouterStateContext value={state}>
        <LocationContext value={state.location}>
          {state.initialized ? renderMatches(state) : null}
        </LocationContext>
      </RouterStateContext>
    </RouterContext>
  );
}
