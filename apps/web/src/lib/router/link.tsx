import { useEffect, type ComponentProps, type MouseEvent } from 'react';
import { useLocation, useRouter, useRouterState } from './contexts';
import { useNavigate } from './hooks';
import { createPath, resolveTo } from './path';
import type { NavigateOptions, To } from './types';

// Links render a real <a href>, so they work before the app starts and for crawlers; a plain left click
// navigates in the app, anything else (a modifier key, a middle click, target="_blank") is the browser's.

// 'https:', 'mailto:', '//host': leaves the app.
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

export interface LinkProps extends Omit<ComponentProps<'a'>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  /** A full page load instead of a navigation in the app. */
  reloadDocument?: boolean;
}

function isAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  reloadDocument,
  onClick,
  target,
  ...rest
}: LinkProps) {
  const router = useRouter();
  const location = useLocation();
  const external = typeof to === 'string' && EXTERNAL.test(to);
  const href = external ? to : createPath(resolveTo(to, location));
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || reloadDocument || !isAppClick(event, target)) return;
    event.preventDefault();
    // A link to the page being shown replaces its entry (React Router's default).
    void router.navigate(href, {
      replace: replace ?? createPath(location) === href,
      state,
      preventScrollReset,
    });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkRenderProps {
  isActive: boolean;
  /** The navigation in progress is loading this link's page. */
  isPending: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on an exact match (otherwise also below it: /admin/posts for /admin/posts/1). */
  end?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
}

function isActivePath(pathname: string, target: string, end: boolean): boolean {
  const current = pathname.toLowerCase();
  const to = target.toLowerCase();
  const slashAt = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  return current === to || (!end && current.startsWith(to) && current.charAt(slashAt) === '/');
}

/** A Link that knows whether it points at the current page: `aria-current="page"` and an active class. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { location, navigation } = useRouterState();
  const target = resolveTo(to, location).pathname;
  const isActive = isActivePath(location.pathname, target, end);
  const isPending = navigation.state === 'loading' && isActivePath(navigation.location.pathname, target, end);
  const classes =
    typeof className === 'function'
      ? className({ isActive, isPending })
      : [className, isActive && 'active', isPending && 'pending'].filter(Boolean).join(' ') || undefined;
  return <Link {...rest} to={to} className={classes} aria-current={isActive ? 'page' : undefined} />;
}

export interface NavigateProps extends NavigateOptions {
  /** A path string (every redirect in the app is one). */
  to: string;
}

/** Navigates once rendered (a redirect inside a screen: a guard, a renamed post). */
export function Navigate({ to, replace, state, preventScrollReset }: NavigateProps): null {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace, state, preventScrollReset });
  }, [navigate, to, replace, state, preventScrollReset]);
  return null;
}
