import { Bitcoin, ExternalLink, Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@/lib/router';
import { Button, buttonVariants } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths, SHOP_URL } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

export const NAV_LINKS = [
  { label: 'Home', to: paths.home.href() },
  { label: 'Services', to: paths.services.href() },
  { label: 'Education', to: paths.education.href() },
  { label: 'Blog', to: paths.blog.href() },
  { label: 'Glossary', to: paths.glossary.href() },
  { label: 'About', to: paths.about.href() },
  { label: 'Contact', to: paths.contact.href() },
] as const;

// A signed-in visitor's account entries load with the session (never on a signed-out first load).
const accountModule = () => import('@/components/account-menu');
const AccountMenu = lazy(() => accountModule().then((m) => ({ default: m.AccountMenu })));
const AccountLinks = lazy(() => accountModule().then((m) => ({ default: m.AccountLinks })));
// Holds the account button's place while its module loads (the same width: no second shift).
const accountPlaceholder = <span className="inline-block h-9 w-28" aria-hidden="true" />;

/** The header's primary action: what the public site exists for. */
export const CONSULTATION_LABEL = 'Book a Consultation';

// The phone menu drops over the page from under the header (the same panel before and after the app runs).
const MENU_PANEL =
  'absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b bg-background shadow-md xl:hidden';

function navClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'text-primary-strong' : 'text-foreground',
  );
}

/**
 * Top navigation (SPEC §2 shared elements). The filled button is the consultation; Sign In (or Admin) sits
 * beside it as a quieter outline button. Below 1280px the links collapse behind a menu button; Escape
 * closes that menu and hands focus back to its button, and moving to another page closes it. A signed-in
 * visitor also gets an 'Account' menu (My learning, Settings, Sign out; in the phone menu a group of the
 * same entries).
 *
 * Before the app runs (the server's HTML, or no JavaScript at all) the phone menu is a <details>
 * disclosure, which the browser opens by itself; once React runs it becomes a button that says whether it
 * is open, and takes over whatever the visitor did meanwhile (an open menu stays open, focus stays on it).
 */
export function SiteHeader() {
  const { user } = useAuth();
  const hydrated = useHydrated();
  const location = useLocation();
  // The menu is open on the page it was opened on: any navigation (a link, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const close = () => setOpenOn(null);
  const menuButton = useRef<HTMLButtonElement | null>(null);
  const disclosure = useRef<HTMLDetailsElement>(null);
  const focusMenuButton = useRef(false);
  // After Sign out the entries that held focus are gone; the Sign In link that replaces them takes it
  // (the desktop one is hidden below 1280 px, so the phone menu's takes it there).
  const focusSignIn = useRef(false);
  const onSigningOut = (pending: boolean) => {
    focusSignIn.current = pending;
  };
  const signInRef = (el: HTMLAnchorElement | null) => {
    if (!el || !focusSignIn.current) return;
    el.focus();
    if (document.activeElement === el) focusSignIn.current = false;
  };
  const menuButtonRef = (el: HTMLButtonElement | null) => {
    menuButton.current = el;
    if (el && focusMenuButton.current) {
      focusMenuButton.current = false;
      el.focus();
    }
  };

  // Right after hydration the <details> is still the server's: what the visitor did with it before the app
  // ran is read from the page itself and handed to the button that replaces it.
  const pathname = location.pathname;
  useLayoutEffect(() => {
    const details = disclosure.current;
    if (!details) return;
    focusMenuButton.current = details.contains(document.activeElement);
    if (details.open) setOpenOn(pathname);
    // Only the first commit (hydration) has the server's disclosure to read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const shop = (
    <a
      href={SHOP_URL}
      target="_blank"
      rel="noopener noreferrer"
      className={navClass({ isActive: false })}
      onClick={close}
    >
      Shop <ExternalLink className="inline size-3.5" aria-hidden="true" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
  const account = user ? (
    <Button asChild size="sm" variant="outline">
      <Link to={paths.admin.href()} onClick={close}>
        Admin
      </Link>
    </Button>
  ) : (
    <Button asChild size="sm" variant="outline">
      <Link ref={signInRef} to={paths.auth.href()} state={{ from: location }} onClick={close}>
        Sign In
      </Link>
    </Button>
  );
  const consultation = (
    <Button asChild size="sm">
      <Link to={paths.contact.href()} onClick={close}>
        {CONSULTATION_LABEL}
      </Link>
    </Button>
  );
  const menuPanel = (
    <div id="mobile-menu" className={MENU_PANEL}>
      <div className="site-container flex flex-col gap-1 py-3">
        {NAV_LINKS.map((l) => (
          <NavLink key={l.to} to={l.to} end={l.to === '/'} className={navClass} onClick={close}>
            {l.label}
          </NavLink>
        ))}
        {shop}
        <div className="flex flex-col gap-2 pt-3 sm:flex-row">
          {consultation}
          {account}
        </div>
        {user && (
          <Suspense fallback={null}>
            <AccountLinks onSigningOut={onSigningOut} onNavigate={close} />
          </Suspense>
        )}
      </div>
    </div>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <nav aria-label="Main" className="site-container flex h-16 items-center justify-between gap-4">
        <Link
          to={paths.home.href()}
          className="flex shrink-0 items-center gap-2 font-serif text-lg font-bold"
          onClick={close}
        >
          <Bitcoin className="size-7 text-primary-strong" aria-hidden="true" />
          {env.siteName}
        </Link>
        <div className="hidden items-center gap-0.5 xl:flex">
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === '/'} className={navClass}>
              {l.label}
            </NavLink>
          ))}
          {shop}
          <span className="ml-3 flex items-center gap-2">
            {account}
            {user && (
              <Suspense fallback={accountPlaceholder}>
                <AccountMenu onSigningOut={onSigningOut} />
              </Suspense>
            )}
            {consultation}
          </span>
        </div>
        {hydrated ? (
          <>
            <Button
              ref={menuButtonRef}
              variant="ghost"
              size="icon"
              className="xl:hidden"
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? 'Close menu' : 'Open menu'}
              onClick={() => setOpenOn(open ? null : location.pathname)}
            >
              {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            </Button>
            {open && menuPanel}
          </>
        ) : (
          // No script needed: the browser opens and closes a <details> itself.
          <details ref={disclosure} className="group xl:hidden">
            <summary
              className={cn(
                buttonVariants({ variant: 'ghost', size: 'icon' }),
                'cursor-pointer list-none [&::-webkit-details-marker]:hidden',
              )}
            >
              <Menu className="group-open:hidden" aria-hidden="true" />
              <X className="hidden group-open:block" aria-hidden="true" />
              <span className="sr-only">Menu</span>
            </summary>
            {menuPanel}
          </details>
        )}
      </nav>
    </header>
  );
}
