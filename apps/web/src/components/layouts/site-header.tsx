import { Bitcoin, ExternalLink, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { paths, SHOP_URL } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';

export const NAV_LINKS = [
  { label: 'Home', to: paths.home.href() },
  { label: 'Services', to: paths.services.href() },
  { label: 'Education', to: paths.education.href() },
  { label: 'Blog', to: paths.blog.href() },
  { label: 'Glossary', to: paths.glossary.href() },
  { label: 'About', to: paths.about.href() },
  { label: 'Contact', to: paths.contact.href() },
] as const;

function navClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
    isActive ? 'text-primary-strong' : 'text-foreground',
  );
}

/** Top navigation (SPEC §2 shared elements); below 768px the links collapse behind a menu button. */
export function SiteHeader() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const close = () => setOpen(false);

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
    <Button asChild size="sm">
      <Link to={paths.admin.href()} onClick={close}>
        Admin
      </Link>
    </Button>
  ) : (
    <Button asChild size="sm">
      <Link to={paths.auth.href()} state={{ from: location }} onClick={close}>
        Sign In
      </Link>
    </Button>
  );

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4">
        <Link to={paths.home.href()} className="flex items-center gap-2 text-lg font-bold" onClick={close}>
          <Bitcoin className="size-7 text-primary-strong" aria-hidden="true" />
          {env.siteName}
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          {NAV_LINKS.map((l) => (
            <NavLink key={l.to} to={l.to} end={l.to === '/'} className={navClass}>
              {l.label}
            </NavLink>
          ))}
          {shop}
          <span className="ml-2">{account}</span>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t md:hidden">
          <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
            {NAV_LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} end={l.to === '/'} className={navClass} onClick={close}>
                {l.label}
              </NavLink>
            ))}
            {shop}
            <div className="pt-2">{account}</div>
          </div>
        </div>
      )}
    </header>
  );
}
